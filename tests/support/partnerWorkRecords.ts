/**
 * The partner wing's unit tests' records: a partner, an approved applicant with a laptop, and what the store says of
 * them.
 */
import { expect } from "vitest";
import { APPROVED_STATUS, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory, Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { assignDevice } from "~/applications/staff/deviceAssignment.server";
import { decide } from "~/applications/staff/reviewDecision.server";
import type { Reviewer } from "~/applications/staff/reviewTransaction.server";

export const DAY = 86_400_000;
export const NOW = Date.UTC(2027, 2, 10, 15); // 10 March 2027, 10:00 in New York
export const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };
export const timeZone = "America/New_York";
export const staff: Reviewer = { actor: "kim@org.test", notices, timeZone, now: NOW - 5 * DAY };
export const CASEWORKER = { partnerId: "P-1", email: "Rosa@Hope.test" };

export async function partner(db: Db, id: string, name: string, emails: string[]) {
  await sql`INSERT INTO "Partners" (id, "Organization_Name", "Emails", "Status", "Region", "Cycle")
     VALUES (${id}, ${name}, ${JSON.stringify(emails)}, 'Active', 'NJ', '2027')`.execute(db);
}

/** An applicant of this site who named Hope House, approved by staff five days ago, with a laptop assigned. */
export async function approvedWithDevice(db: Db, id: string, item: string) {
  await createRecordWriter(db, Contacts).write(
    Contacts.schema.parse({
      id,
      Full_Name: "Ana Díaz",
      Email: `${id.toLowerCase()}@example.org`,
      Status: REVIEW_STATUS,
      Nominating_Organization: "Hope House",
      Laptop_Quantity: "1",
    }),
  );
  await sql`INSERT INTO applications (contact_id, number, draft_id, email_key, zip, region, household_size,
      eligibility_basis, locale, submitted_at, partner_id)
    VALUES (${id}, ${`N-${id}`}, ${`draft-${id}`}, ${`${id.toLowerCase()}@example.org`}, '07030', 'NJ', 3,
      'income', 'en', ${NOW - 20 * DAY}, 'P-1')`.execute(db);
  await createRecordWriter(db, Computer_Inventory).write(
    Computer_Inventory.schema.parse({ id: item, Model: "ThinkPad", Status: "Refurbished", Computer_Type: "Laptop" }),
  );
  expect((await decide(db, { contactId: id, seenStatus: REVIEW_STATUS }, { action: "approve" }, staff)).ok).toBe(true);
  expect((await assignDevice(db, { contactId: id, seenStatus: APPROVED_STATUS }, item, staff)).ok).toBe(true);
  await sql`DELETE FROM mail_outbox`.execute(db);
  await sql`DELETE FROM site_changes`.execute(db);
}

export const statusOf = async (db: Db, id: string) =>
  (await firstRow(db, sql<{ Status: string | null }>`SELECT "Status" FROM "Contacts" WHERE id = ${id}`))?.Status;
export const donatedOn = async (db: Db, item: string) =>
  (
    await firstRow(
      db,
      sql<{ Date_Donated: string | null }>`SELECT "Date_Donated" FROM "Computer_Inventory" WHERE id = ${item}`,
    )
  )?.Date_Donated;
export const mailOf = (db: Db, id: string) =>
  rows(db, sql<{ kind: string; subject: string }>`SELECT kind, subject FROM mail_outbox WHERE record_id = ${id}`);
export const deliveredAt = async (db: Db, id: string) =>
  (
    await firstRow(
      db,
      sql<{ delivered_at: number | string | null }>`SELECT delivered_at FROM applications WHERE contact_id = ${id}`,
    )
  )?.delivered_at;
