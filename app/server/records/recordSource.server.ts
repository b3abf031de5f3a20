/**
 * All record access of the portal (spec §7's lookups) goes through this one module, so another source
 * (the CRM's API) can replace the SQLite store behind the same functions.
 */
import { emailKey } from "~/portal/championLookup";
import type { Db } from "./store.server";

export type Champion = { id: string; Name: string | null; Email: string | null; Champion_Type: string[] };

export type Contact = {
  id: string;
  Full_Name: string | null;
  Email: string | null;
  Phone: string | null;
  Status: string | null;
  Denial_Reason: string | null;
  Nominating_Organization: string | null;
  Recommenders_Name: string | null;
  Recommenders_Last_Name: string | null;
  Recommenders_Email: string | null;
  Laptop_Quantity: string | null;
  Desktop_Quantity: string | null;
  Tablet_Quantity: string | null;
};

export type ComputerDonor = {
  id: string;
  Company: string | null;
  Name: string | null;
  Email: string | null;
  Phone: string | null;
  Location: string | null;
  Mailing_Street: string | null;
  Mailing_City: string | null;
  Mailing_State: string | null;
  Mailing_Zip: string | null;
  Donor_ID: string | null;
  Status: string | null;
};

export type InventoryItem = {
  id: string;
  Model: string | null;
  Status: string | null;
  Computer_Type: string | null;
  Location: string | null;
  Date_Added: string | null;
  Date_Donated: string | null;
  Date_Recycled: string | null;
  Weight: number | null;
  Recipient: string | null;
  Donor_ID: string | null;
};

export type InventoryField = "Recipient" | "Donor_ID";
export type InventorySummary = { count: number; totalWeight: number };

const contactColumns =
  "id, Full_Name, Email, Phone, Status, Denial_Reason, Nominating_Organization, Recommenders_Name, Recommenders_Last_Name, Recommenders_Email, Laptop_Quantity, Desktop_Quantity, Tablet_Quantity";
const donorColumns =
  "id, Company, Name, Email, Phone, Location, Mailing_Street, Mailing_City, Mailing_State, Mailing_Zip, Donor_ID, Status";
const inventoryColumns =
  "id, Model, Status, Computer_Type, Location, Date_Added, Date_Donated, Date_Recycled, Weight, Recipient, Donor_ID";

type ChampionRow = { id: string; Name: string | null; Email: string | null; Champion_Type: string };

function toChampion(row: ChampionRow | undefined): Champion | null {
  if (!row) return null;
  const types: unknown = JSON.parse(row.Champion_Type);
  return { id: row.id, Name: row.Name, Email: row.Email, Champion_Type: Array.isArray(types) ? types.map(String) : [] };
}

export function createRecordSource(db: Db) {
  // Columns are fixed strings chosen here; only values come from callers, always as bound parameters.
  const inventoryWhere = (field: InventoryField) => (field === "Recipient" ? "Recipient = ?" : "Donor_ID = ?");
  return {
    championByEmail(email: string): Champion | null {
      const row = db.prepare("SELECT id, Name, Email, Champion_Type FROM Champions WHERE email_key = ? ORDER BY id LIMIT 1");
      return toChampion(row.get(emailKey(email)) as ChampionRow | undefined);
    },
    championById(id: string): Champion | null {
      const row = db.prepare("SELECT id, Name, Email, Champion_Type FROM Champions WHERE id = ?").get(id);
      return toChampion(row as ChampionRow | undefined);
    },
    contactByEmail(email: string): Contact | null {
      const sql = `SELECT ${contactColumns} FROM Contacts WHERE email_key = ? ORDER BY id LIMIT 1`;
      return (db.prepare(sql).get(emailKey(email)) as Contact | undefined) ?? null;
    },
    contactById(id: string): Contact | null {
      return (db.prepare(`SELECT ${contactColumns} FROM Contacts WHERE id = ?`).get(id) as Contact | undefined) ?? null;
    },
    donorByEmail(email: string): ComputerDonor | null {
      const sql = `SELECT ${donorColumns} FROM Computer_Donors WHERE email_key = ? ORDER BY id LIMIT 1`;
      return (db.prepare(sql).get(emailKey(email)) as ComputerDonor | undefined) ?? null;
    },
    donorById(id: string): ComputerDonor | null {
      const sql = `SELECT ${donorColumns} FROM Computer_Donors WHERE id = ?`;
      return (db.prepare(sql).get(id) as ComputerDonor | undefined) ?? null;
    },
    /** Count and summed weight in the database, so a donor with 100,000 items costs one indexed query. */
    inventorySummary(field: InventoryField, value: string): InventorySummary {
      const sql = `SELECT COUNT(*) AS count, COALESCE(SUM(Weight), 0) AS totalWeight FROM Computer_Inventory WHERE ${inventoryWhere(field)}`;
      return db.prepare(sql).get(value) as InventorySummary;
    },
    inventoryPage(field: InventoryField, value: string, page: { offset: number; limit: number }): InventoryItem[] {
      const sql = `SELECT ${inventoryColumns} FROM Computer_Inventory WHERE ${inventoryWhere(field)} ORDER BY rowid LIMIT ? OFFSET ?`;
      return db.prepare(sql).all(value, page.limit, page.offset) as InventoryItem[];
    },
    /** A cursor over every matching item, read row by row (for the CSV download). */
    iterateInventory(field: InventoryField, value: string): IterableIterator<InventoryItem> {
      const sql = `SELECT ${inventoryColumns} FROM Computer_Inventory WHERE ${inventoryWhere(field)} ORDER BY rowid`;
      return db.prepare(sql).iterate(value) as IterableIterator<InventoryItem>;
    },
  };
}
