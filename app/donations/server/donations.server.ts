/**
 * A donation as it is kept (decision 081): what was declared, how it reaches us, the donor's two preferences, and
 * each state's date. The states in order: 'Requested' → 'Pickup scheduled' (pickups) → 'Picked up' or 'Dropped
 * off' → 'Received' → 'Processed' → 'Certificates ready'. A pickup the donor cancels before it happens is
 * 'Cancelled' (decision 082), where it stays.
 */
import type { DeviceCounts, Method, Office, PreferredDate, Window } from "~/donations/answers";
import type { Locale } from "~/i18n/locale";
import { donationStates, type DonationState } from "~/donations/timeline";
import type { Region } from "~/kits/region/region";
import { firstRow, sql, type Db } from "~/db/engine.server";

/** Each state's column of its date. */
export const stateDateColumns: Record<DonationState, string> = {
  Requested: "requested_at",
  "Pickup scheduled": "pickup_scheduled_at",
  "Picked up": "picked_up_at",
  "Dropped off": "dropped_off_at",
  Received: "received_at",
  Processed: "processed_at",
  "Certificates ready": "certificates_ready_at",
  Cancelled: "cancelled_at",
};

export type DonationRow = {
  reference: string;
  draft_id: string;
  donor_record_id: string;
  donor_id: string;
  email_key: string;
  method: Method;
  office: Office | null;
  laptops: number;
  desktops: number;
  monitors: number;
  phones_tablets: number;
  printers: number;
  other_devices: number;
  pickup_street: string | null;
  pickup_city: string | null;
  pickup_state: string | null;
  pickup_zip: string | null;
  pickup_region: string | null;
  pickup_notes: string | null;
  preferred_dates: string;
  wants_certificate: number;
  wants_receipt: number;
  locale: Locale;
  state: DonationState;
  requested_at: number;
  pickup_scheduled_at: number | null;
  picked_up_at: number | null;
  dropped_off_at: number | null;
  received_at: number | null;
  processed_at: number | null;
  certificates_ready_at: number | null;
  cancelled_at: number | null;
  pickup_date: string | null;
  pickup_window: Window | null;
  received_laptops: number | null;
  received_desktops: number | null;
  received_monitors: number | null;
  received_phones_tablets: number | null;
  received_printers: number | null;
  received_other_devices: number | null;
  reminder_sent_for: string | null;
};

/** Where a pickup is collected (null for a drop-off). */
export type PickupPlace = {
  street: string;
  city: string;
  state: string;
  zip: string;
  region: Region | null;
  notes: string | null;
};

export type Donation = {
  reference: string;
  donorRecordId: string;
  donorId: string;
  method: Method;
  office: Office | null;
  devices: DeviceCounts;
  preferredDates: PreferredDate[];
  wantsCertificate: boolean;
  wantsReceipt: boolean;
  locale: Locale;
  state: DonationState;
  /** Each state reached, with its time (milliseconds). */
  dates: Partial<Record<DonationState, number>>;
  place: PickupPlace | null;
  /** The pickup staff booked (a business day `YYYY-MM-DD` and a window), or null before one is booked. */
  pickup: PreferredDate | null;
  /** What staff counted on arrival, by type, or null before 'Received'. */
  received: DeviceCounts | null;
  /** The pickup day the reminder went out for, so a moved pickup gets its own reminder. */
  reminderSentFor: string | null;
};

export function donationFromRow(row: DonationRow): Donation {
  const dates: Partial<Record<DonationState, number>> = {};
  for (const state of donationStates) {
    const at = (row as unknown as Record<string, number | null>)[stateDateColumns[state]];
    if (at !== null && at !== undefined) dates[state] = Number(at);
  }
  return {
    reference: row.reference,
    donorRecordId: row.donor_record_id,
    donorId: row.donor_id,
    method: row.method,
    office: row.office,
    devices: {
      laptops: Number(row.laptops),
      desktops: Number(row.desktops),
      monitors: Number(row.monitors),
      phonesTablets: Number(row.phones_tablets),
      printers: Number(row.printers),
      other: Number(row.other_devices),
    },
    preferredDates: JSON.parse(row.preferred_dates) as PreferredDate[],
    wantsCertificate: Number(row.wants_certificate) !== 0,
    wantsReceipt: Number(row.wants_receipt) !== 0,
    locale: row.locale === "es" ? "es" : "en",
    state: row.state,
    dates,
    place:
      row.method === "pickup" && row.pickup_street !== null
        ? {
            street: row.pickup_street,
            city: row.pickup_city ?? "",
            state: row.pickup_state ?? "",
            zip: row.pickup_zip ?? "",
            region: (row.pickup_region as Region | null) ?? null,
            notes: row.pickup_notes,
          }
        : null,
    pickup: row.pickup_date && row.pickup_window ? { date: row.pickup_date, window: row.pickup_window } : null,
    received:
      row.received_at === null
        ? null
        : {
            laptops: Number(row.received_laptops ?? 0),
            desktops: Number(row.received_desktops ?? 0),
            monitors: Number(row.received_monitors ?? 0),
            phonesTablets: Number(row.received_phones_tablets ?? 0),
            printers: Number(row.received_printers ?? 0),
            other: Number(row.received_other_devices ?? 0),
          },
    reminderSentFor: row.reminder_sent_for,
  };
}

export async function donationByReference(db: Db, reference: string): Promise<Donation | null> {
  const row = await firstRow(db, sql<DonationRow>`SELECT * FROM donations WHERE reference = ${reference}`);
  return row ? donationFromRow(row) : null;
}
