/**
 * All record reads of the portal (finding a champion, their record by email, a donor's or a recipient's
 * inventory) go through this one module, so another source (the CRM's API) could replace the SQLite store
 * behind the same functions. The columns read are the schema's.
 */
import { emailKey } from "~/portal/championLookup";
import type { ReceivedGroup } from "~/portal/donorDocuments";
import {
  Champions,
  Computer_Donors,
  Computer_Inventory,
  Contacts,
  recordFromRow,
  recordsFromRows,
  type Champion,
  type ComputerDonor,
  type Contact,
  type InventoryItem as CrmInventoryItem,
  type RecordKind,
} from "./schema.server";
import type { Db } from "./store.server";

export type { Champion, ComputerDonor, Contact } from "./schema.server";
/** A device as the CRM describes it, and the number of its certificate once the server has given it one. */
export type InventoryItem = CrmInventoryItem & { Certificate_Number: string | null };
export type InventoryField = "Recipient" | "Donor_ID";
export type InventorySummary = { count: number; totalWeight: number };
/** What became of a donor's devices (weights summed by the store, a missing weight counting 0). */
export type DonorImpact = {
  givenToPeople: number;
  recycled: number;
  certificatesReady: number;
  landfillPounds: number;
};
/** Recorded destructions of one kind on one date (the whole-donation certificate's summary). */
export type DestructionGroup = { Destruction_Type: string | null; Date_Destroyed: string | null; count: number };

/**
 * A device's data destruction is recorded when its date is set or it had no drive: the rule of `isDestructionRecorded`
 * (app/portal/donorDocuments.ts), in SQL so counts and cursors over 100,000 devices stay in the store. Empty fields
 * are stored as NULL, so "is set" is `IS NOT NULL`.
 */
export const DESTRUCTION_RECORDED = "(Date_Destroyed IS NOT NULL OR Destruction_Type = 'No Drive')";
const inventoryColumns = `${Computer_Inventory.selectList}, certificate_number AS Certificate_Number`;

export function createRecordSource(db: Db) {
  // Columns are fixed strings chosen here and in the schema; only values come from callers, always as bound parameters.
  const inventoryWhere = (field: InventoryField) => (field === "Recipient" ? "Recipient = ?" : "Donor_ID = ?");
  const byEmail = (kind: RecordKind) =>
    db.prepare(`SELECT ${kind.selectList} FROM ${kind.table} WHERE email_key = ? ORDER BY id LIMIT 1`);
  const byId = (kind: RecordKind) => db.prepare(`SELECT ${kind.selectList} FROM ${kind.table} WHERE id = ?`);
  const found = <K extends RecordKind>(kind: K, row: unknown) =>
    row ? recordFromRow(kind, row as Record<string, unknown>) : null;
  const item = (row: unknown) => found(Computer_Inventory, row) as InventoryItem | null;
  return {
    championByEmail(email: string): Champion | null {
      return found(Champions, byEmail(Champions).get(emailKey(email)));
    },
    championById(id: string): Champion | null {
      return found(Champions, byId(Champions).get(id));
    },
    contactByEmail(email: string): Contact | null {
      return found(Contacts, byEmail(Contacts).get(emailKey(email)));
    },
    contactById(id: string): Contact | null {
      return found(Contacts, byId(Contacts).get(id));
    },
    donorByEmail(email: string): ComputerDonor | null {
      return found(Computer_Donors, byEmail(Computer_Donors).get(emailKey(email)));
    },
    donorById(id: string): ComputerDonor | null {
      return found(Computer_Donors, byId(Computer_Donors).get(id));
    },
    /** Count and summed weight in the database, so a donor with 100,000 items costs one indexed query. */
    inventorySummary(field: InventoryField, value: string): InventorySummary {
      const sql = `SELECT COUNT(*) AS count, COALESCE(SUM(Weight), 0) AS totalWeight FROM Computer_Inventory WHERE ${inventoryWhere(field)}`;
      return db.prepare(sql).get(value) as InventorySummary;
    },
    inventoryPage(field: InventoryField, value: string, page: { offset: number; limit: number }): InventoryItem[] {
      const sql = `SELECT ${inventoryColumns} FROM Computer_Inventory WHERE ${inventoryWhere(field)} ORDER BY rowid LIMIT ? OFFSET ?`;
      const rows = db.prepare(sql).all(value, page.limit, page.offset) as Record<string, unknown>[];
      return rows.map((row) => recordFromRow(Computer_Inventory, row) as InventoryItem);
    },
    /** A cursor over every matching item, read row by row (for the CSV downloads). */
    iterateInventory(field: InventoryField, value: string): IterableIterator<InventoryItem> {
      const sql = `SELECT ${inventoryColumns} FROM Computer_Inventory WHERE ${inventoryWhere(field)} ORDER BY rowid`;
      return recordsFromRows(Computer_Inventory, db.prepare(sql).iterate(value)) as IterableIterator<InventoryItem>;
    },
    /** A cursor over a donor's devices whose destruction is recorded (the whole-donation certificate's table). */
    iterateCertified(donorId: string): IterableIterator<InventoryItem> {
      const sql = `SELECT ${inventoryColumns} FROM Computer_Inventory WHERE Donor_ID = ? AND ${DESTRUCTION_RECORDED} ORDER BY rowid`;
      return recordsFromRows(Computer_Inventory, db.prepare(sql).iterate(donorId)) as IterableIterator<InventoryItem>;
    },
    inventoryItem(id: string): InventoryItem | null {
      return item(db.prepare(`SELECT ${inventoryColumns} FROM Computer_Inventory WHERE id = ?`).get(id));
    },
    inventoryByCertificateNumber(number: string): InventoryItem | null {
      return item(
        db.prepare(`SELECT ${inventoryColumns} FROM Computer_Inventory WHERE certificate_number = ?`).get(number),
      );
    },
    donorImpact(donorId: string): DonorImpact {
      return db
        .prepare(
          `SELECT COUNT(Recipient) AS givenToPeople, COUNT(Date_Recycled) AS recycled,
             COALESCE(SUM(${DESTRUCTION_RECORDED}), 0) AS certificatesReady,
             COALESCE(SUM(CASE WHEN Recipient IS NOT NULL OR Date_Recycled IS NOT NULL THEN Weight END), 0) AS landfillPounds
           FROM Computer_Inventory WHERE Donor_ID = ?`,
        )
        .get(donorId) as DonorImpact;
    },
    receivedGroups(donorId: string): ReceivedGroup[] {
      return db
        .prepare(
          `SELECT Date_Added, Computer_Type, COUNT(*) AS count, COALESCE(SUM(Weight), 0) AS weight, COUNT(Weight) AS weighed
           FROM Computer_Inventory WHERE Donor_ID = ? GROUP BY Date_Added, Computer_Type`,
        )
        .all(donorId) as ReceivedGroup[];
    },
    destructionGroups(donorId: string): DestructionGroup[] {
      return db
        .prepare(
          `SELECT Destruction_Type, Date_Destroyed, COUNT(*) AS count FROM Computer_Inventory
           WHERE Donor_ID = ? AND ${DESTRUCTION_RECORDED} GROUP BY Destruction_Type, Date_Destroyed`,
        )
        .all(donorId) as DestructionGroup[];
    },
  };
}
