/**
 * All record reads of the portal (finding a champion, their record by email, a donor's or a recipient's
 * inventory) go through this one module, so another source (the CRM's API) could replace the SQLite store
 * behind the same functions. The columns read are the schema's.
 */
import { emailKey } from "~/portal/championLookup";
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
  type InventoryItem,
  type RecordKind,
} from "./schema.server";
import type { Db } from "./store.server";

export type { Champion, ComputerDonor, Contact, InventoryItem } from "./schema.server";
export type InventoryField = "Recipient" | "Donor_ID";
export type InventorySummary = { count: number; totalWeight: number };

export function createRecordSource(db: Db) {
  // Columns are fixed strings chosen here and in the schema; only values come from callers, always as bound parameters.
  const inventoryWhere = (field: InventoryField) => (field === "Recipient" ? "Recipient = ?" : "Donor_ID = ?");
  const byEmail = (kind: RecordKind) =>
    db.prepare(`SELECT ${kind.selectList} FROM ${kind.table} WHERE email_key = ? ORDER BY id LIMIT 1`);
  const byId = (kind: RecordKind) => db.prepare(`SELECT ${kind.selectList} FROM ${kind.table} WHERE id = ?`);
  const found = <K extends RecordKind>(kind: K, row: unknown) =>
    row ? recordFromRow(kind, row as Record<string, unknown>) : null;
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
      const sql = `SELECT ${Computer_Inventory.selectList} FROM Computer_Inventory WHERE ${inventoryWhere(field)} ORDER BY rowid LIMIT ? OFFSET ?`;
      const rows = db.prepare(sql).all(value, page.limit, page.offset) as Record<string, unknown>[];
      return rows.map((row) => recordFromRow(Computer_Inventory, row));
    },
    /** A cursor over every matching item, read row by row (for the CSV download). */
    iterateInventory(field: InventoryField, value: string): IterableIterator<InventoryItem> {
      const sql = `SELECT ${Computer_Inventory.selectList} FROM Computer_Inventory WHERE ${inventoryWhere(field)} ORDER BY rowid`;
      return recordsFromRows(Computer_Inventory, db.prepare(sql).iterate(value));
    },
  };
}
