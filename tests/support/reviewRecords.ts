/**
 * The staff review's unit tests' records: a reviewer, an applicant at a status, a device, and what the store says of
 * them.
 */
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory, Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Reviewer } from "~/applications/staff/reviewTransaction.server";

export const NOW = Date.UTC(2026, 2, 1, 3, 30); // 1 March 2026, 03:30 UTC: still 28 February in New York
export const reviewer: Reviewer = {
  actor: "kim@org.test",
  notices: { publicUrl: "https://portal.example.org", notifyStatusChanges: true },
  timeZone: "America/New_York",
  now: NOW,
};

export type Mail = { recipient: string; subject: string; text_body: string; kind: string; record_id: string };
export const outbox = (db: Db) =>
  rows(db, sql<Mail>`SELECT recipient, subject, text_body, kind, record_id FROM mail_outbox ORDER BY id`);
export const statusOf = async (db: Db, id: string) =>
  (await firstRow(db, sql<{ Status: string | null }>`SELECT "Status" FROM "Contacts" WHERE id = ${id}`))?.Status;
export const changesNoted = (db: Db) =>
  rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes ORDER BY seq`);
export const activity = (db: Db) =>
  rows(
    db,
    sql<{ kind: string; actor: string; summary: string }>`SELECT kind, actor, summary FROM activity ORDER BY id`,
  );

/** An applicant as the CRM or this site wrote them; `web` adds the application's row and its recommendation. */
export async function applicant(
  db: Db,
  id: string,
  status: string | null,
  options: { laptops?: number; desktops?: number; web?: { locale: string } } = {},
) {
  await createRecordWriter(db, Contacts).write(
    Contacts.schema.parse({
      id,
      Full_Name: "Ana Díaz",
      Email: `${id.toLowerCase()}@example.org`,
      Status: status,
      Laptop_Quantity: options.laptops ? String(options.laptops) : null,
      Desktop_Quantity: options.desktops ? String(options.desktops) : null,
    }),
  );
  if (options.web) {
    await sql`INSERT INTO applications (contact_id, number, draft_id, email_key, zip, region, household_size,
        eligibility_basis, locale, submitted_at)
      VALUES (${id}, ${`N-${id}`}, ${`draft-${id}`}, ${`${id.toLowerCase()}@example.org`}, '07030', 'NJ', 3,
        'income', ${options.web.locale}, ${NOW - 86_400_000})`.execute(db);
    await sql`INSERT INTO recommendations (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
      VALUES (${id}, ${`hash-${id}`}, 'Rosa', 'Diaz', 'rosa@partner.test', ${NOW - 86_400_000},
        ${NOW - 86_400_000})`.execute(db);
  }
}

export async function device(db: Db, id: string, fields: Record<string, string | null>) {
  await createRecordWriter(db, Computer_Inventory).write(
    Computer_Inventory.schema.parse({
      id,
      Model: `Model ${id}`,
      Status: "Refurbished",
      Computer_Type: "Laptop",
      ...fields,
    }),
  );
}
