/**
 * What this site created or changed, in order, for the CRM's change feed (`GET /api/crm/changes`): one row per
 * write of a record kind and id. A write the CRM pushed or a file imported is not noted, so the feed never echoes
 * the CRM's own changes back to it.
 */
import { sql, type Db } from "~/server/db/engine.server";

/** The record kinds of the CRM, and what the application keeps beside them. */
export type ChangedKind = "Contacts" | "Champions" | "Computer_Inventory" | "Recommendations" | "Follow_Ups";

export async function noteChange(db: Db, kind: ChangedKind, recordId: string, now = Date.now()): Promise<void> {
  await sql`INSERT INTO site_changes (kind, record_id, at) VALUES (${kind}, ${recordId}, ${now})`.execute(db);
}
