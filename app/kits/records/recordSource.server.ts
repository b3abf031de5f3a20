/**
 * All record reads of the portal (finding a champion, their record by email, a donor's or a recipient's
 * inventory) go through this one module, so another source (the CRM's API) could replace the store behind the
 * same functions. The columns read are the schema's.
 */
import { emailKey } from "~/kits/records/championLookup";
import { usMobileE164 } from "~/sms/phoneNumber";
import type { ReceivedGroup } from "./inventoryRules";
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
import type { RawBuilder } from "kysely";
import { firstRow, rows, sql, streamRows, type Db } from "~/db/engine.server";

export type { Champion, ComputerDonor, Contact } from "./schema.server";
/** A device as the CRM describes it, and the number of its certificate once the server has given it one. */
export type InventoryItem = CrmInventoryItem & { Certificate_Number: string | null };
export type InventoryField = "Recipient" | "Donor_ID";
/**
 * The donor ids a donor's reads cover: one donor record's `Donor_ID`, or every donor record of one email (a donor
 * who gave more than once, issue 28). An empty list matches nothing.
 */
export type DonorIds = string | readonly string[];
/** One donor id's devices at a glance (the portal's list of donations). */
export type DonorIdOverview = { Donor_ID: string; count: number; certified: number; firstAdded: string | null };
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
export const DESTRUCTION_RECORDED = sql`("Date_Destroyed" IS NOT NULL OR "Destruction_Type" = 'No Drive')`;
const inventoryColumns = sql.raw(`${Computer_Inventory.selectList}, certificate_number AS "Certificate_Number"`);

/** The column holds one of the values (each a bound parameter); no value matches no row. */
function oneOf(column: InventoryField, values: DonorIds): RawBuilder<unknown> {
  const list = typeof values === "string" ? [values] : values;
  return list.length === 0 ? sql`1 = 0` : sql`${sql.ref(column)} IN (${sql.join(list)})`;
}
const donorIn = (donorIds: DonorIds) => oneOf("Donor_ID", donorIds);
/**
 * The summary rows of the donor ids (`donor_figures`, migration 18, decision 091): per donor id, day received and
 * kind, the counts and weights of their devices, kept by the store's triggers as the inventory is written, so a
 * donor's page reads a few rows whatever the donor's size. An empty day or kind is stored as ''.
 */
function figuresOf(donorIds: DonorIds): RawBuilder<unknown> {
  const list = typeof donorIds === "string" ? [donorIds] : donorIds;
  return list.length === 0 ? sql`1 = 0` : sql`donor_id IN (${sql.join(list)})`;
}

/**
 * A donor record of a donation given while signed out and not yet confirmed by its address (decision 085): it is
 * not the address's until then, so the portal's reads by email leave it out (staff read donations by reference).
 */
const CONFIRMED_DONOR = sql`NOT EXISTS (SELECT 1 FROM donations d JOIN link_tokens t
    ON t.subject_id = d.reference AND t.purpose = 'donation-confirm' AND t.used_at IS NULL
   WHERE d.donor_record_id = "Computer_Donors".id)`;

export function createRecordSource(db: Db) {
  // Columns are fixed names chosen here and in the schema; only values come from callers, always as bound parameters.
  const inventoryWhere = (field: InventoryField, value: DonorIds) =>
    oneOf(field === "Recipient" ? "Recipient" : "Donor_ID", value);
  const byEmail = (kind: RecordKind, email: string) =>
    firstRow(
      db,
      sql<Record<string, unknown>>`SELECT ${sql.raw(kind.selectList)} FROM ${sql.table(kind.table)}
         WHERE email_key = ${emailKey(email)} ORDER BY id LIMIT 1`,
    );
  const byId = (kind: RecordKind, id: string) =>
    firstRow(
      db,
      sql<Record<string, unknown>>`SELECT ${sql.raw(kind.selectList)} FROM ${sql.table(kind.table)} WHERE id = ${id}`,
    );
  const found = async <K extends RecordKind>(kind: K, row: Promise<Record<string, unknown> | undefined>) => {
    const read = await row;
    return read ? recordFromRow(kind, read) : null;
  };
  const inventoryRow = (where: RawBuilder<unknown>) =>
    found(
      Computer_Inventory,
      firstRow(db, sql<Record<string, unknown>>`SELECT ${inventoryColumns} FROM "Computer_Inventory" WHERE ${where}`),
    ) as Promise<InventoryItem | null>;
  const inventoryCursor = (where: RawBuilder<unknown>) =>
    recordsFromRows(
      Computer_Inventory,
      streamRows(db, sql`SELECT ${inventoryColumns} FROM "Computer_Inventory" WHERE ${where} ORDER BY rowid`),
    ) as AsyncGenerator<InventoryItem>;
  return {
    championByEmail(email: string): Promise<Champion | null> {
      return found(Champions, byEmail(Champions, email));
    },
    /** The champion who signs in with this mobile number (E.164), the earliest if several. */
    championByMobile(mobile: string): Promise<Champion | null> {
      return found(
        Champions,
        firstRow(
          db,
          sql<Record<string, unknown>>`SELECT ${sql.raw(Champions.selectList)} FROM "Champions"
             WHERE "Mobile" = ${mobile} ORDER BY id LIMIT 1`,
        ),
      );
    },
    /** The application of an applicant who gave a mobile number and no email (issue 38). */
    contactByMobile(mobile: string): Promise<Contact | null> {
      return found(
        Contacts,
        firstRow(
          db,
          sql<Record<string, unknown>>`SELECT ${sql.raw(Contacts.selectList)} FROM "Contacts"
             WHERE "Phone" = ${mobile} AND "Email" IS NULL ORDER BY id LIMIT 1`,
        ),
      );
    },
    championById(id: string): Promise<Champion | null> {
      return found(Champions, byId(Champions, id));
    },
    contactByEmail(email: string): Promise<Contact | null> {
      return found(Contacts, byEmail(Contacts, email));
    },
    contactById(id: string): Promise<Contact | null> {
      return found(Contacts, byId(Contacts, id));
    },
    donorByEmail(email: string): Promise<ComputerDonor | null> {
      return found(
        Computer_Donors,
        firstRow(
          db,
          sql<Record<string, unknown>>`SELECT ${sql.raw(Computer_Donors.selectList)} FROM "Computer_Donors"
             WHERE email_key = ${emailKey(email)} AND ${CONFIRMED_DONOR} ORDER BY id LIMIT 1`,
        ),
      );
    },
    donorById(id: string): Promise<ComputerDonor | null> {
      return found(Computer_Donors, byId(Computer_Donors, id));
    },
    /** Every donor record of an email (confirmed), however it is typed, in the order `donorByEmail` picks its first. */
    async donorsByEmail(email: string): Promise<ComputerDonor[]> {
      const found = await rows(
        db,
        sql<Record<string, unknown>>`SELECT ${sql.raw(Computer_Donors.selectList)} FROM "Computer_Donors"
           WHERE email_key = ${emailKey(email)} AND ${CONFIRMED_DONOR} ORDER BY id`,
      );
      return found.map((row) => recordFromRow(Computer_Donors, row));
    },
    /**
     * The donor records (confirmed, status Donated) whose donor ids had devices received in a calendar year, by the
     * day received as the CRM or this site writes it (YYYY-MM-DD or M/D/YYYY): everyone who gave devices that year.
     */
    async donorsWhoGaveIn(year: number): Promise<ComputerDonor[]> {
      const found = await rows(
        db,
        sql<Record<string, unknown>>`SELECT ${sql.raw(Computer_Donors.selectList)} FROM "Computer_Donors"
           WHERE TRIM("Status") = 'Donated' AND ${CONFIRMED_DONOR} AND "Donor_ID" IN (SELECT donor_id FROM donor_figures
             WHERE date_added LIKE ${`${year}-%`} OR date_added LIKE ${`%/${year}`}) ORDER BY id`,
      );
      return found.map((row) => recordFromRow(Computer_Donors, row));
    },
    /**
     * The donor records with no email address whose phone reads as this mobile number (E.164): a donor the CRM knows
     * by their number only. The CRM writes numbers as people type them, so each is read here rather than compared.
     */
    async donorsByMobile(mobile: string): Promise<ComputerDonor[]> {
      const found = await rows(
        db,
        sql<Record<string, unknown>>`SELECT ${sql.raw(Computer_Donors.selectList)} FROM "Computer_Donors"
           WHERE (email_key IS NULL OR email_key = '') AND "Phone" IS NOT NULL AND ${CONFIRMED_DONOR} ORDER BY id`,
      );
      return found
        .map((row) => recordFromRow(Computer_Donors, row))
        .filter((record) => usMobileE164(record.Phone ?? "") === mobile);
    },
    /** Per donor id: how many devices, how many with their destruction recorded, the earliest `Date_Added`. */
    async donorIdOverviews(donorIds: DonorIds): Promise<DonorIdOverview[]> {
      const found = await rows(
        db,
        sql<DonorIdOverview>`SELECT donor_id AS "Donor_ID", SUM(items) AS count, SUM(certified) AS certified,
             MIN(NULLIF(date_added, '')) AS "firstAdded"
           FROM donor_figures WHERE ${figuresOf(donorIds)} GROUP BY donor_id`,
      );
      return found.map((row) => ({ ...row, count: Number(row.count), certified: Number(row.certified) }));
    },
    /**
     * Count and summed weight in the database: a donor's from their summary (a few rows however many devices), a
     * recipient's over their own devices.
     */
    async inventorySummary(field: InventoryField, value: DonorIds): Promise<InventorySummary> {
      const row = await firstRow(
        db,
        field === "Donor_ID"
          ? sql<InventorySummary>`SELECT COALESCE(SUM(items), 0) AS count, COALESCE(SUM(weight), 0) AS "totalWeight"
               FROM donor_figures WHERE ${figuresOf(value)}`
          : sql<InventorySummary>`SELECT COUNT(*) AS count, COALESCE(SUM("Weight"), 0) AS "totalWeight"
               FROM "Computer_Inventory" WHERE ${inventoryWhere(field, value)}`,
      );
      return row ?? { count: 0, totalWeight: 0 };
    },
    async inventoryPage(
      field: InventoryField,
      value: DonorIds,
      page: { offset: number; limit: number },
    ): Promise<InventoryItem[]> {
      const found = await rows(
        db,
        sql<Record<string, unknown>>`SELECT ${inventoryColumns} FROM "Computer_Inventory"
           WHERE ${inventoryWhere(field, value)} ORDER BY rowid LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return found.map((row) => recordFromRow(Computer_Inventory, row) as InventoryItem);
    },
    /** A cursor over every matching item, read row by row (for the CSV downloads). */
    iterateInventory(field: InventoryField, value: DonorIds): AsyncGenerator<InventoryItem> {
      return inventoryCursor(inventoryWhere(field, value));
    },
    /** A cursor over a donor's devices whose destruction is recorded (the whole-donation certificate's table). */
    iterateCertified(donorIds: DonorIds): AsyncGenerator<InventoryItem> {
      return inventoryCursor(sql`${donorIn(donorIds)} AND ${DESTRUCTION_RECORDED}`);
    },
    inventoryItem(id: string): Promise<InventoryItem | null> {
      return inventoryRow(sql`id = ${id}`);
    },
    inventoryByCertificateNumber(number: string): Promise<InventoryItem | null> {
      return inventoryRow(sql`certificate_number = ${number}`);
    },
    async donorImpact(donorIds: DonorIds): Promise<DonorImpact> {
      const row = await firstRow(
        db,
        sql<DonorImpact>`SELECT COALESCE(SUM(given), 0) AS "givenToPeople", COALESCE(SUM(recycled), 0) AS recycled,
             COALESCE(SUM(certified), 0) AS "certificatesReady", COALESCE(SUM(landfill), 0) AS "landfillPounds"
           FROM donor_figures WHERE ${figuresOf(donorIds)}`,
      );
      return row ?? { givenToPeople: 0, recycled: 0, certificatesReady: 0, landfillPounds: 0 };
    },
    /** In the receipts' grouping order: by date received, then kind (each engine placing an empty one alike). */
    receivedGroups(donorIds: DonorIds): Promise<ReceivedGroup[]> {
      return rows(
        db,
        sql<ReceivedGroup>`SELECT NULLIF(date_added, '') AS "Date_Added", NULLIF(computer_type, '') AS "Computer_Type",
             SUM(items) AS count, SUM(weight) AS weight, SUM(weighed) AS weighed
           FROM donor_figures WHERE ${figuresOf(donorIds)}
           GROUP BY date_added, computer_type ORDER BY "Date_Added", "Computer_Type"`,
      );
    },
    destructionGroups(donorIds: DonorIds): Promise<DestructionGroup[]> {
      return rows(
        db,
        sql<DestructionGroup>`SELECT "Destruction_Type", "Date_Destroyed", COUNT(*) AS count FROM "Computer_Inventory"
           WHERE ${donorIn(donorIds)} AND ${DESTRUCTION_RECORDED}
           GROUP BY "Destruction_Type", "Date_Destroyed" ORDER BY "Destruction_Type", "Date_Destroyed"`,
      );
    },
  };
}
