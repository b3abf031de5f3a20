/**
 * The CRM's change feed: the records this site created or changed since a cursor (the rows `noteChange` wrote to
 * site_changes; pushes and imports write none, so nothing the CRM sent comes back), each record once, at its latest
 * change, oldest first, as it is now (`record: null`: it no longer exists). The cursor is a change's number as
 * decimal text: the CRM keeps the last one it read and asks for what came after it. A record changed again after
 * that is listed again, at its new change.
 *
 * Asking after a cursor says the CRM holds every change up to it: `markFeedRead` keeps the highest such cursor, and
 * the hourly purge removes only changes at or below it, once older than CHANGE_FEED_RETENTION_DAYS.
 */
import { changedKinds, type ChangedKind } from "~/kits/records/siteChanges.server";
import { firstRow, rows, sql, streamRows, type Db } from "~/db/engine.server";
import { currentRecords, recordKey, type FeedRecord } from "./siteRecords.server";

export const CHANGES_PER_PAGE = 500;

export type Change = { cursor: string; kind: ChangedKind; id: string; changedAt: string; record: FeedRecord | null };
/** `next` is the cursor to ask after next time: the last change's, or the one asked after when none came. */
export type ChangePage = { changes: Change[]; next: string; more: boolean };

type ChangeRow = { seq: number; kind: ChangedKind; record_id: string; at: number };

/** A cursor as the CRM sends it, or why it is not one (the sentence is the 400's answer). */
export function readCursor(value: string | null): { ok: true; after: number } | { ok: false; error: string } {
  if (value === null) return { ok: true, after: 0 };
  const after = /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isSafeInteger(after)) return { ok: true, after };
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return {
    ok: false,
    error: `after must be a cursor this feed gave (a whole number, 0 or more), or left out to start from the beginning; "${shown}" is not one.`,
  };
}

/**
 * Each record changed after `after` once, at its latest change, in the order of those changes. A kind this version
 * does not know (noted by a newer one beside it during a deploy) is not listed, rather than listed as gone.
 */
const latestChanges = (after: number) =>
  sql<ChangeRow>`SELECT c.seq, c.kind, c.record_id, c.at
     FROM site_changes c
     JOIN (SELECT MAX(seq) AS seq FROM site_changes
            WHERE seq > ${after} AND kind IN (${sql.join([...changedKinds])})
            GROUP BY kind, record_id) latest ON latest.seq = c.seq
     ORDER BY c.seq`;

async function withRecords(db: Db, found: readonly ChangeRow[]): Promise<Change[]> {
  const records = await currentRecords(
    db,
    found.map((row) => ({ kind: row.kind, id: row.record_id })),
  );
  return found.map((row) => ({
    cursor: String(row.seq),
    kind: row.kind,
    id: row.record_id,
    changedAt: new Date(Number(row.at)).toISOString(),
    record: records.get(recordKey(row.kind, row.record_id)) ?? null,
  }));
}

/** One page of the feed: at most CHANGES_PER_PAGE changes after the cursor, and whether more follow. */
export async function readChangePage(db: Db, after: number): Promise<ChangePage> {
  const found = await rows(db, sql<ChangeRow>`${latestChanges(after)} LIMIT ${CHANGES_PER_PAGE + 1}`);
  const page = found.slice(0, CHANGES_PER_PAGE);
  return {
    changes: await withRecords(db, page),
    next: page.length > 0 ? String(page.at(-1)!.seq) : String(after),
    more: found.length > CHANGES_PER_PAGE,
  };
}

/**
 * Every change after the cursor (the staff console's download): the changes read through a cursor on `cursorDb`,
 * their records looked up a page at a time through `lookupDb`, another connection (on SQLite the cursor's own is
 * busy for as long as it reads).
 */
export async function* everyChangeAfter(cursorDb: Db, lookupDb: Db, after: number): AsyncGenerator<Change> {
  const changes = streamRows(cursorDb, latestChanges(after));
  try {
    for (;;) {
      const batch: ChangeRow[] = [];
      for (let step = await changes.next(); !step.done; step = await changes.next()) {
        if (batch.push(step.value) === CHANGES_PER_PAGE) break;
      }
      if (batch.length === 0) return;
      yield* await withRecords(lookupDb, batch);
    }
  } finally {
    await changes.return(undefined);
  }
}

/**
 * The CRM asked after `after`, so it holds every change up to it: kept as the store's `read_through`, which only
 * grows. A cursor past the latest change (one this feed never gave) counts only as far as that change, so a mistyped
 * cursor cannot let the purge remove changes nobody has read.
 */
export async function markFeedRead(db: Db, after: number, now = Date.now()): Promise<void> {
  const latest = await latestChange(db);
  const readThrough = Math.min(after, latest ? Number(latest.cursor) : 0);
  if (readThrough <= 0) return;
  await sql`INSERT INTO site_changes_read (id, read_through, read_at) VALUES (1, ${readThrough}, ${now})
     ON CONFLICT (id) DO UPDATE SET read_through = excluded.read_through, read_at = excluded.read_at
     WHERE excluded.read_through > site_changes_read.read_through`.execute(db);
}

/** The latest change noted (its cursor and when), or null before the first: what the staff page starts from. */
export async function latestChange(db: Db): Promise<{ cursor: string; at: number } | null> {
  const row = await firstRow(
    db,
    sql<{ seq: number; at: number }>`SELECT seq, at FROM site_changes ORDER BY seq DESC LIMIT 1`,
  );
  return row ? { cursor: String(row.seq), at: Number(row.at) } : null;
}
