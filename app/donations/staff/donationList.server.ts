/**
 * What the staff console reads of donations (`/staff/donations`): how many are in each state, the donations in one
 * state (the longest there first), the pickups booked from today on, one donation's file with its donor record,
 * and a donation found by its reference. Reads only; the moves are `donationMove.server.ts`.
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { donationStates, type DonationState } from "~/donations/timeline";
import {
  donationFromRow,
  stateDateColumns,
  type Donation,
  type DonationRow,
} from "~/donations/server/donations.server";

/** The donor record's facts a staff page shows beside a donation (the record the donation made). */
export type DonorFacts = { name: string | null; company: string | null; email: string | null; phone: string | null };

/** Where a pickup is: the address the donor gave, its region and the driver's notes. */
export type StaffDonation = Donation & { donor: DonorFacts };

type JoinedRow = DonationRow & {
  donor_name: string | null;
  donor_company: string | null;
  donor_email: string | null;
  donor_phone: string | null;
};

/** The donation's row with its donor record's name, company, email and phone. */
const joined = sql`SELECT d.*, c."Name" AS donor_name, c."Company" AS donor_company, c."Email" AS donor_email,
    c."Phone" AS donor_phone
  FROM donations d LEFT JOIN "Computer_Donors" c ON c.id = d.donor_record_id`;

export function staffDonationFromRow(row: JoinedRow): StaffDonation {
  return {
    ...donationFromRow(row),
    donor: { name: row.donor_name, company: row.donor_company, email: row.donor_email, phone: row.donor_phone },
  };
}

/** How many donations are in each state (a state with none is absent). */
export async function donationStateCounts(db: Db): Promise<Partial<Record<DonationState, number>>> {
  const found = await rows(
    db,
    sql<{ state: DonationState; n: number }>`SELECT state, COUNT(*) AS n FROM donations GROUP BY state`,
  );
  return Object.fromEntries(found.map((row) => [row.state, Number(row.n)]));
}

/** A page of the donations in a state, the one that reached it first first (then by reference). */
export async function donationsIn(
  db: Db,
  state: DonationState,
  page: { offset: number; limit: number },
): Promise<StaffDonation[]> {
  const reachedAt = sql.raw(`d.${stateDateColumns[state]}`);
  const found = await rows(
    db,
    sql<JoinedRow>`${joined} WHERE d.state = ${state}
      ORDER BY ${reachedAt}, d.requested_at, d.reference LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return found.map(staffDonationFromRow);
}

/** Morning before afternoon on the same day. */
const windowOrder = sql`CASE d.pickup_window WHEN 'morning' THEN 0 ELSE 1 END`;

/** The pickups booked from `today` on (the organisation's day), the soonest first, at most `limit`. */
export async function upcomingPickups(db: Db, today: string, limit: number): Promise<StaffDonation[]> {
  const found = await rows(
    db,
    sql<JoinedRow>`${joined} WHERE d.state = 'Pickup scheduled' AND d.pickup_date >= ${today}
      ORDER BY d.pickup_date, ${windowOrder}, d.reference LIMIT ${limit}`,
  );
  return found.map(staffDonationFromRow);
}

/** How many pickups are booked from `today` on. */
export async function upcomingPickupCount(db: Db, today: string): Promise<number> {
  const found = await firstRow(
    db,
    sql<{
      n: number;
    }>`SELECT COUNT(*) AS n FROM donations WHERE state = 'Pickup scheduled' AND pickup_date >= ${today}`,
  );
  return Number(found?.n ?? 0);
}

/** The pickups booked for one day, by window (morning first), then by reference. */
export async function pickupsOn(db: Db, date: string): Promise<StaffDonation[]> {
  const found = await rows(
    db,
    sql<JoinedRow>`${joined} WHERE d.state = 'Pickup scheduled' AND d.pickup_date = ${date}
      ORDER BY ${windowOrder}, d.reference`,
  );
  return found.map(staffDonationFromRow);
}

/**
 * The nearest day with a booked pickup: the first on or after `date` ("from"), the first after it ("after"), or
 * the last before it ("before"); null when there is none.
 */
export async function dayWithPickups(db: Db, date: string, which: "from" | "after" | "before"): Promise<string | null> {
  const query =
    which === "before"
      ? sql<{ day: string | null }>`SELECT MAX(pickup_date) AS day FROM donations
          WHERE state = 'Pickup scheduled' AND pickup_date < ${date}`
      : which === "after"
        ? sql<{ day: string | null }>`SELECT MIN(pickup_date) AS day FROM donations
            WHERE state = 'Pickup scheduled' AND pickup_date > ${date}`
        : sql<{ day: string | null }>`SELECT MIN(pickup_date) AS day FROM donations
            WHERE state = 'Pickup scheduled' AND pickup_date >= ${date}`;
  return (await firstRow(db, query))?.day ?? null;
}

/** One donation as staff see it, with its donor record; null when no donation has this reference. */
export async function staffDonation(db: Db, reference: string): Promise<StaffDonation | null> {
  const row = await firstRow(db, sql<JoinedRow>`${joined} WHERE d.reference = ${reference}`);
  return row ? staffDonationFromRow(row) : null;
}

export { donationStates };
