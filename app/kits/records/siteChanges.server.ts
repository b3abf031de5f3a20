/**
 * What this site created or changed, in order, for the CRM's change feed (`GET /api/crm/changes`): one row per
 * write of a record kind and id. A write the CRM pushed or a file imported is not noted, so the feed never echoes
 * the CRM's own changes back to it.
 *
 * The id noted is the record's own: a Contacts, Champions, Computer_Donors, Computer_Inventory, Partners or Shield_Subscriptions id, a
 * recommendation's number (`recommendations.id` as text), for Follow_Ups, whose one row per applicant has no number,
 * the contact id, for Donations (decision 081) the donation's reference, and for Financial_Donations (decision 117) the
 * gift's id.
 */
import { sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";

/** The record kinds of the CRM, and what the application and the donations keep beside them. */
export const changedKinds = [
  "Contacts",
  "Champions",
  "Computer_Donors",
  "Computer_Inventory",
  "Recommendations",
  "Follow_Ups",
  "Partners",
  "Donations",
  "Shield_Subscriptions",
  "Financial_Donations",
] as const;
export type ChangedKind = (typeof changedKinds)[number];

/**
 * Notes a change inside the write's own transaction, best as its last statement. The feed's cursor is the row's
 * number, so numbers must become visible in the order they were given: on PostgreSQL two transactions can take 10
 * and 11 and commit 11 first, and a reader that moved past 11 would never see 10. The lock makes the next number
 * wait for this transaction's end (decision 079); taken last, it is held only for the moment before the commit.
 * SQLite's writes already run one at a time.
 */
export async function noteChange(db: Db, kind: ChangedKind, recordId: string, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, "site-changes");
    await sql`INSERT INTO site_changes (kind, record_id, at) VALUES (${kind}, ${recordId}, ${now})`.execute(trx);
  });
}
