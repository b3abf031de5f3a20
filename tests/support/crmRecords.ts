/**
 * The CRM's records in unit tests: a push as the CRM sends one (checked, then applied), and a record read back as
 * the store keeps it.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { applyPush, checkPush } from "~/crm/crmPush.server";
import { recordFromRow, type RecordKind } from "~/kits/records/schema.server";

type Notices = { publicUrl: string; notifyStatusChanges: boolean };
const NOTICES: Notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };

/** Applies a push the CRM sends; one the check refuses throws its sentence. */
export function pushRecords(db: Db, body: unknown, notices: Notices = NOTICES) {
  const checked = checkPush(body);
  if (!checked.ok) throw new Error(checked.error);
  return applyPush(db, checked.push, notices);
}

/** The record of a kind with this id as the store holds it, or null. */
export async function storedRecord<K extends RecordKind>(db: Db, kind: K, id: string) {
  const found = await rows(
    db,
    sql<Record<string, unknown>>`SELECT ${sql.raw(kind.selectList)} FROM ${sql.table(kind.table)} WHERE id = ${id}`,
  );
  return found[0] ? recordFromRow(kind, found[0]) : null;
}
