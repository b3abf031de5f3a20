/**
 * The records the change feed lists, as they are now, in the CRM's field names. Contacts, Champions,
 * Computer_Inventory, Partners and Shield_Subscriptions are the schema's fields (a gift, Financial_Donations, in the
 * schema's field names from the gifts wing's tables) (`id` first, `Champion_Type` a list). Recommendations and Follow_Ups
 * are kept by this site beside the applicant, in CRM-style names with the applicant as `Contact_Id`: a
 * recommendation by its number (a replaced one says when, `Replaced_At`), its letter only said to be attached
 * (staff download letters; they never travel in the feed); a follow-up by the applicant's contact id, as it has
 * one per applicant. Times are ISO 8601 strings.
 */
import type { ChangedKind } from "~/kits/records/siteChanges.server";
import { rows, sql, type Db } from "~/db/engine.server";
import { donationFromRow, type DonationRow } from "~/donations/server/donations.server";
import { financialDonationRecords } from "~/gifts/server/giftRecords.server";
import { env } from "~/platform/env.server";
import {
  Champions,
  Computer_Donors,
  Computer_Inventory,
  Contacts,
  Partners,
  recordFromRow,
  Shield_Subscriptions,
  type RecordKind,
} from "~/kits/records/schema.server";

export type FeedRecord = { id: string } & Record<string, unknown>;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());
const yesNo = (value: number | null): boolean | null => (value === null ? null : Number(value) !== 0);

type RecommendationRow = {
  id: number;
  contact_id: string;
  first_name: string;
  last_name: string;
  email: string;
  sent_at: number;
  received_at: number | null;
  replaced_at: number | null;
  how_known: string | null;
  how_long: string | null;
  how_help: string | null;
  serves_region: number | null;
  written_by: string | null;
  letter: number;
};

type FollowUpRow = {
  contact_id: string;
  sent_at: number;
  answered_at: number | null;
  using_it: string | null;
  working_well: string | null;
  anything_else: string | null;
};

async function crmRecords(db: Db, kind: RecordKind, ids: readonly string[]): Promise<FeedRecord[]> {
  const found = await rows(
    db,
    sql<Record<string, unknown>>`SELECT ${sql.raw(kind.selectList)} FROM ${sql.table(kind.table)}
       WHERE id IN (${sql.join(ids)})`,
  );
  return found.map((row) => recordFromRow(kind, row) as FeedRecord);
}

async function recommendations(db: Db, ids: readonly string[]): Promise<FeedRecord[]> {
  // A number is the only id a recommendation has; PostgreSQL would refuse to compare anything else with one.
  const numbers = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numbers.length === 0) return [];
  const found = await rows(
    db,
    sql<RecommendationRow>`SELECT r.id, r.contact_id, r.first_name, r.last_name, r.email, r.sent_at, r.received_at,
         r.replaced_at, r.how_known, r.how_long, r.how_help, r.serves_region, r.written_by,
         CASE WHEN EXISTS (SELECT 1 FROM recommendation_letters l WHERE l.recommendation_id = r.id)
           THEN 1 ELSE 0 END AS letter
       FROM recommendations r WHERE r.id IN (${sql.join(numbers)})`,
  );
  return found.map((row) => ({
    id: String(row.id),
    Contact_Id: row.contact_id,
    Recommenders_Name: row.first_name,
    Recommenders_Last_Name: row.last_name,
    Recommenders_Email: row.email,
    Requested_At: iso(row.sent_at),
    Received_At: iso(row.received_at),
    Replaced_At: iso(row.replaced_at),
    How_Known: row.how_known,
    How_Long: row.how_long,
    How_Help: row.how_help,
    Serves_Region: yesNo(row.serves_region),
    Written_By: row.written_by,
    Letter_Attached: Number(row.letter) !== 0,
  }));
}

async function followUps(db: Db, contactIds: readonly string[]): Promise<FeedRecord[]> {
  const found = await rows(
    db,
    sql<FollowUpRow>`SELECT contact_id, sent_at, answered_at, using_it, working_well, anything_else
       FROM follow_ups WHERE contact_id IN (${sql.join(contactIds)})`,
  );
  return found.map((row) => ({
    id: row.contact_id,
    Contact_Id: row.contact_id,
    Sent_At: iso(row.sent_at),
    Answered_At: iso(row.answered_at),
    Using_It: row.using_it,
    Working_Well: row.working_well,
    Anything_Else: row.anything_else,
  }));
}

/**
 * A donation (decision 081) by its reference: the donor record and Donor_ID it belongs to, how it reaches us, the
 * counts declared, the donor's two preferences, its state and each state's time. The pickup address is the donor
 * record's mailing address; the notes and preferred dates travel here.
 */
async function donations(db: Db, references: readonly string[]): Promise<FeedRecord[]> {
  const found = await rows(db, sql<DonationRow>`SELECT * FROM donations WHERE reference IN (${sql.join(references)})`);
  return found.map((row) => {
    const donation = donationFromRow(row);
    const at = (state: keyof typeof donation.dates) => iso(donation.dates[state] ?? null);
    return {
      id: donation.reference,
      Donor_Record_Id: donation.donorRecordId,
      Donor_ID: donation.donorId,
      Method: donation.method,
      Office: donation.office,
      Laptops: donation.devices.laptops,
      Desktops: donation.devices.desktops,
      Monitors: donation.devices.monitors,
      Phones_Tablets: donation.devices.phonesTablets,
      Printers: donation.devices.printers,
      Other_Devices: donation.devices.other,
      Pickup_Notes: row.pickup_notes,
      Preferred_Dates: donation.preferredDates,
      Wants_Certificate: donation.wantsCertificate,
      Wants_Receipt: donation.wantsReceipt,
      Language: donation.locale,
      State: donation.state,
      Requested_At: at("Requested"),
      Pickup_Scheduled_At: at("Pickup scheduled"),
      Picked_Up_At: at("Picked up"),
      Dropped_Off_At: at("Dropped off"),
      Received_At: at("Received"),
      Processed_At: at("Processed"),
      Certificates_Ready_At: at("Certificates ready"),
      Cancelled_At: at("Cancelled"),
      Pickup_Date: donation.pickup?.date ?? null,
      Pickup_Window: donation.pickup?.window ?? null,
      Received_Laptops: donation.received?.laptops ?? null,
      Received_Desktops: donation.received?.desktops ?? null,
      Received_Monitors: donation.received?.monitors ?? null,
      Received_Phones_Tablets: donation.received?.phonesTablets ?? null,
      Received_Printers: donation.received?.printers ?? null,
      Received_Other_Devices: donation.received?.other ?? null,
    };
  });
}

const readers: Record<ChangedKind, (db: Db, ids: readonly string[]) => Promise<FeedRecord[]>> = {
  Contacts: (db, ids) => crmRecords(db, Contacts, ids),
  Champions: (db, ids) => crmRecords(db, Champions, ids),
  Computer_Donors: (db, ids) => crmRecords(db, Computer_Donors, ids),
  Donations: donations,
  Computer_Inventory: (db, ids) => crmRecords(db, Computer_Inventory, ids),
  Recommendations: recommendations,
  Follow_Ups: followUps,
  Partners: (db, ids) => crmRecords(db, Partners, ids),
  Shield_Subscriptions: (db, ids) => crmRecords(db, Shield_Subscriptions, ids),
  // A gift made here, from the gifts wing's tables (a pushed one is the CRM's own and never noted).
  Financial_Donations: (db, ids) => financialDonationRecords(db, ids, env().orgTimeZone),
};

/** The current records of these kinds and ids, by kind and id; an id not found is a record that no longer exists. */
export async function currentRecords(
  db: Db,
  wanted: readonly { kind: ChangedKind; id: string }[],
): Promise<Map<string, FeedRecord>> {
  const idsByKind = new Map<ChangedKind, string[]>();
  for (const { kind, id } of wanted) {
    const ids = idsByKind.get(kind);
    if (ids) ids.push(id);
    else idsByKind.set(kind, [id]);
  }
  const found = new Map<string, FeedRecord>();
  for (const [kind, ids] of idsByKind) {
    for (const record of await readers[kind](db, ids)) found.set(recordKey(kind, record.id), record);
  }
  return found;
}

export const recordKey = (kind: ChangedKind, id: string) => `${kind}\u0000${id}`;
