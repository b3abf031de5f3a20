/**
 * Copies every table of one store into another, empty one, row for row: `npm run data:copy` (an SQLite file into
 * PostgreSQL, to move a site onto several origins) and `npm run data:backup` on PostgreSQL (the database into a new
 * SQLite file, which `data:copy` can load back). The rows are read through a cursor and written in batches in one
 * transaction, so memory stays bounded and a failed copy leaves the target empty.
 */
import { sql, type RawBuilder } from "kysely";
import { engineOf, firstRow, streamRows, type Db } from "./engine.server";
import type { Store } from "./open.server";

/** Every table the migrations make, parents before the rows that name them. */
export const STORE_TABLES = [
  "Champions",
  "Contacts",
  "Computer_Donors",
  "Computer_Inventory",
  "Partners",
  "login_tokens",
  "mail_outbox",
  "rate_limits",
  "sessions",
  "activity",
  "person_languages",
  "application_drafts",
  "applications",
  "link_tokens",
  "recommendations",
  "recommendation_letters",
  "follow_ups",
  "site_changes",
  "site_changes_read",
  "partner_applications",
  "partner_renewals",
  "donation_drafts",
  "donations",
  "Shield_Subscriptions",
  "shield_referral_codes",
  "shield_cancellations",
  "shield_billing_events",
  "shield_reminders",
  "class_sessions",
  "class_meetings",
  "class_seats",
  "class_attendance",
  "class_pages_version",
  "sms_outbox",
  "sms_stops",
  "sms_codes",
  "sms_inbound_seen",
  "figure_baselines",
  "device_requests",
  "device_request_applicants",
  "device_request_items",
  "partner_announcements",
  "help_requests",
  "stories",
  "inbox_messages",
  "inbox_replies",
  "board_applications",
  "newsletter_addresses",
  "volunteer_shifts",
  "volunteer_places",
  "volunteer_waivers",
  "volunteer_group_requests",
  "volunteer_letters",
  "volunteer_pages_version",
  "campaigns",
  "campaign_supporters",
  "gifts",
  "gift_payments",
  "gift_receipts",
  "gift_events",
  "gift_statements_sent",
  "Financial_Donations",
  "events",
  "ticket_kinds",
  "ticket_holds",
  "tickets",
  "company_listings",
  "company_listing_hidden",
  "ticket_receipts",
  "ticket_waitlist",
] as const;

/**
 * Tables the store fills itself from others, never copied: each donor's figures (`donor_figures`, decision 091) are
 * made by the triggers as the inventory's rows arrive in the target, and the impact figures' version
 * (`figures_version`, decision 118) by theirs as the rows it counts do, and so is each campaign's version
 * (`campaign_versions`, decision 125).
 */
export const DERIVED_TABLES = ["donor_figures", "figures_version", "campaign_versions"] as const;

/** Identity columns on PostgreSQL, whose sequence must continue after the copied ids. */
const IDENTITY: Partial<Record<(typeof STORE_TABLES)[number], string>> = {
  Computer_Inventory: "rowid",
  mail_outbox: "id",
  activity: "id",
  recommendations: "id",
  site_changes: "seq",
  shield_cancellations: "id",
  class_seats: "seq",
  sms_outbox: "id",
  partner_announcements: "id",
  inbox_replies: "id",
  volunteer_places: "seq",
  volunteer_waivers: "id",
  ticket_waitlist: "seq",
};

const BATCH_ROWS = 200;

export class TargetNotEmpty extends Error {}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of STORE_TABLES) {
    const row = await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** Every row of a table, with the inventory's insertion order (SQLite's implicit rowid) as a column. */
function readAll(db: Db, table: string) {
  const select =
    table === "Computer_Inventory" && engineOf(db) === "sqlite"
      ? sql`SELECT rowid AS rowid, * FROM ${sql.table(table)} ORDER BY rowid`
      : sql`SELECT * FROM ${sql.table(table)}`;
  return streamRows(db, select as RawBuilder<Record<string, unknown>>);
}

async function insertBatch(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0]!);
  const values = rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))})
    VALUES ${sql.join(values)}`.execute(db);
}

/** Copies `from` into `to`; refuses (TargetNotEmpty) when any table of `to` holds a row. */
export async function copyStore(from: Store, to: Store): Promise<void> {
  const before = await rowCounts(to.db);
  const filled = Object.entries(before).filter(([, count]) => count > 0);
  if (filled.length > 0) {
    throw new TargetNotEmpty(
      `The target already holds rows (${filled.map(([table, count]) => `${table}: ${count}`).join(", ")}); ` +
        "copy into an empty database, so nothing in it is overwritten or mixed with this store.",
    );
  }
  const reader = from.reader();
  try {
    await to.db.transaction().execute(async (trx) => {
      for (const table of STORE_TABLES) {
        let batch: Record<string, unknown>[] = [];
        for await (const row of readAll(reader.db, table)) {
          if (batch.push(row) === BATCH_ROWS) {
            await insertBatch(trx, table, batch);
            batch = [];
          }
        }
        if (batch.length) await insertBatch(trx, table, batch);
        const identity = IDENTITY[table];
        if (identity && to.engine === "postgres") {
          await sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${identity}),
            COALESCE((SELECT MAX(${sql.id(identity)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
        }
      }
    });
  } finally {
    await reader.close();
  }
}
