/**
 * The provider's events as they arrived (table `gift_events`, migration 27): the webhook keeps a verified event by
 * its id and answers at once (a second delivery of the same id keeps nothing); the events job applies each kept
 * event once, under its lock, and marks it applied with its outcome. An event whose application failed (the
 * provider out of reach) is tried again later, each time a little later, up to a day between tries.
 */
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { lockWithinTransaction } from "~/db/transaction.server";

export type KeptEvent = { id: string; type: string; payload: string; attempts: number };
export type EventOutcome = "applied" | "unknown" | "ignored";

const MINUTE = 60_000;
const MAX_WAIT_MS = 24 * 60 * MINUTE;

/** Keeps a verified event; true when its id is new (false: a repeat, which changes nothing). */
export async function keepEvent(
  db: Db,
  event: { id: string; type: string; payload: string },
  now = Date.now(),
): Promise<boolean> {
  const added = await changes(
    db,
    sql`INSERT INTO gift_events (event_id, event_type, received_at, payload, next_attempt_at)
       VALUES (${event.id}, ${event.type}, ${now}, ${event.payload}, ${now})
       ON CONFLICT (event_id) DO NOTHING`,
  );
  return added > 0;
}

type EventRow = { event_id: string; event_type: string; payload: string; attempts: number | string };
const keptFrom = (row: EventRow): KeptEvent => ({
  id: row.event_id,
  type: row.event_type,
  payload: row.payload,
  attempts: Number(row.attempts),
});

/** The events not yet applied whose turn has come, oldest first. */
export async function dueEvents(db: Db, now = Date.now(), limit = 50): Promise<KeptEvent[]> {
  const found = await rows(
    db,
    sql<EventRow>`SELECT event_id, event_type, payload, attempts FROM gift_events
       WHERE applied_at IS NULL AND next_attempt_at <= ${now} ORDER BY received_at, event_id LIMIT ${limit}`,
  );
  return found.map(keptFrom);
}

/** The event under its lock, in the transaction that applies it; null once it has been applied. */
export async function lockPendingEvent(trx: Db, id: string): Promise<KeptEvent | null> {
  await lockWithinTransaction(trx, `gift-event:${id}`);
  const row = await firstRow(
    trx,
    sql<EventRow>`SELECT event_id, event_type, payload, attempts FROM gift_events
       WHERE event_id = ${id} AND applied_at IS NULL`,
  );
  return row ? keptFrom(row) : null;
}

export async function markEventApplied(trx: Db, id: string, outcome: EventOutcome, now = Date.now()): Promise<void> {
  await sql`UPDATE gift_events SET applied_at = ${now}, outcome = ${outcome} WHERE event_id = ${id}`.execute(trx);
}

/** An application that failed: tried again after a wait that doubles with each try. */
export async function postponeEvent(db: Db, id: string, now = Date.now()): Promise<void> {
  const row = await firstRow(
    db,
    sql<{ attempts: number | string }>`SELECT attempts FROM gift_events WHERE event_id = ${id}`,
  );
  const attempts = Number(row?.attempts ?? 0) + 1;
  const wait = Math.min(MAX_WAIT_MS, MINUTE * 2 ** (attempts - 1));
  await sql`UPDATE gift_events SET attempts = ${attempts}, next_attempt_at = ${now + wait}
     WHERE event_id = ${id}`.execute(db);
}

/** When an event was applied and how, or null while it waits (or was never kept). */
export async function eventOutcome(db: Db, id: string): Promise<EventOutcome | null> {
  const row = await firstRow(
    db,
    sql<{ outcome: EventOutcome | null }>`SELECT outcome FROM gift_events WHERE event_id = ${id}`,
  );
  return row?.outcome ?? null;
}
