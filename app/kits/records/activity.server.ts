/**
 * The activity log: who changed the records or signed in to the staff console, when, and how much. Written in
 * the same transaction as what it reports where there is one (an import, a push, a review), so a rolled-back
 * change leaves no entry. The staff console lists the newest entries; the purge (`retention.server.ts`) keeps the table small.
 */
import { rows, sql, type Db } from "~/db/engine.server";

/**
 * `review`: a member of staff's action on an application (a decision, a device assigned, a delivery);
 * `partner-review`: a decision on a partner's application; `donation`: a member of staff's move of a donation (a
 * pickup booked or moved, picked up, dropped off, received); `partner-sign-in`: a caseworker signing in to the
 * partner portal (named by a masked address: the log never holds a partner's whole address); `shield`: staff
 * shipping a Shield order or marking its line active, or a subscriber's request to cancel (decision 088);
 * `partner-application`: a caseworker sending an application they filled in with a client (decision 093);
 * `class`: a member of staff sending a class certificate's email again (decision 098);
 * `device-request`: a partner's request for devices started, fulfilled or collected (decision 121).
 */
export type ActivityKind =
  | "import"
  | "push"
  | "staff-sign-in"
  | "review"
  | "partner-review"
  | "donation"
  | "partner-sign-in"
  | "shield"
  | "partner-application"
  | "class"
  | "device-request";

export type ActivityEntry = {
  id: number;
  at: number;
  kind: ActivityKind;
  /** The address of the member of staff (shown to staff only, never logged), "crm" or "command line". */
  actor: string;
  summary: string;
  counts: Record<string, number>;
};

export async function recordActivity(
  db: Db,
  entry: { kind: ActivityKind; actor: string; summary: string; counts?: Record<string, number> },
  now = Date.now(),
): Promise<void> {
  await sql`INSERT INTO activity (at, kind, actor, summary, counts)
     VALUES (${now}, ${entry.kind}, ${entry.actor}, ${entry.summary}, ${JSON.stringify(entry.counts ?? {})})`.execute(
    db,
  );
}

/** The newest entries first. */
export async function recentActivity(db: Db, limit = 100): Promise<ActivityEntry[]> {
  const found = await rows(
    db,
    sql<Omit<ActivityEntry, "counts"> & { counts: string }>`SELECT id, at, kind, actor, summary, counts FROM activity
       ORDER BY at DESC, id DESC LIMIT ${limit}`,
  );
  return found.map((row) => ({ ...row, counts: JSON.parse(row.counts) as Record<string, number> }));
}
