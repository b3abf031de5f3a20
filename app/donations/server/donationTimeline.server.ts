/**
 * Moving a donation along its timeline (decision 082), each move one transaction with its email: the state and its
 * date are written only if the donation is still in a state the move may start from and that date is not set yet,
 * so a state is reached once and its email goes once, whoever (staff on two origins, the inventory's sweep, the
 * donor) tries twice. A booked pickup can be moved (a new invitation replaces the old one in the donor's calendar)
 * and a pickup not yet booked can get a new preferred date. The caller checks who may make the move.
 */
import { addressLine, type DeviceCounts, type PreferredDate } from "~/donations/answers";
import { addBusinessDays, todayIn } from "~/donations/pickupDates";
import { canMove, type Move } from "~/donations/timeline";
import { holidayDates } from "~/donations/content/en/holidays";
import { changes, engineOf, firstRow, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { senderDomain } from "~/platform/mailIdentity.server";
import { wakeMailSender } from "~/mail/sender.server";
import { donationWordsIn } from "~/donations/words";
import { donationFromRow, stateDateColumns, type Donation, type DonationRow } from "./donations.server";
import { pickupInvitation } from "./pickupInvitation.server";
import { timelineEmail, type TimelineEvent } from "./timelineEmails.server";

export type TimelineSettings = { publicUrl: string; timeZone: string; mailFrom: string };

export type MoveRequest =
  | { to: "Pickup scheduled"; pickup: PreferredDate }
  | { to: "Received"; counts: DeviceCounts }
  | { to: Exclude<Move, "Pickup scheduled" | "Received"> };

export type MoveOutcome =
  { outcome: "moved"; donation: Donation } | { outcome: "refused"; donation: Donation } | { outcome: "unknown" };

/** Once the move and its email are committed, the sender delivers it now rather than at its next poll. */
async function delivered(outcome: Promise<MoveOutcome>): Promise<MoveOutcome> {
  const done = await outcome;
  if (done.outcome === "moved") wakeMailSender();
  return done;
}

/** The donation, locked for the rest of the transaction (a row lock on PostgreSQL; SQLite's write lock is whole). */
export async function lockedDonation(trx: Db, reference: string): Promise<Donation | null> {
  const lock = engineOf(trx) === "postgres" ? sql`FOR UPDATE` : sql``;
  const row = await firstRow(trx, sql<DonationRow>`SELECT * FROM donations WHERE reference = ${reference} ${lock}`);
  return row ? donationFromRow(row) : null;
}

/**
 * Writes the donor's email for this step of the timeline into the outbox, in the same transaction; the donation as
 * it now is, read once for the email and the caller alike.
 */
async function queueTimelineMail(
  trx: Db,
  settings: TimelineSettings,
  event: TimelineEvent,
  reference: string,
  now: number,
): Promise<Donation> {
  const row = (await firstRow(trx, sql<DonationRow>`SELECT * FROM donations WHERE reference = ${reference}`))!;
  const donation = donationFromRow(row);
  const donor = await firstRow(
    trx,
    sql<{ Name: string | null; Email: string | null }>`SELECT "Name", "Email" FROM "Computer_Donors"
       WHERE id = ${row.donor_record_id}`,
  );
  // A donor record the CRM emptied of its address has no one to tell; the timeline still moves.
  if (!donor?.Email) return donation;
  const address = donation.place ? addressLine(donation.place) : null;
  const email = timelineEmail(settings.publicUrl, settings.timeZone, event, {
    donation,
    name: donor.Name ?? "",
    address,
    at: now,
  });
  const invitation =
    donation.pickup && (event === "Pickup scheduled" || event === "moved" || event === "Cancelled")
      ? pickupInvitation(
          {
            reference,
            pickup: donation.pickup,
            summary: donationWordsIn(donation.locale).timelineEmails.subject(
              reference,
              donationWordsIn(donation.locale).timelineEmails.scheduled.what,
            ),
            location: address ?? "",
            description: email.text.split("\n\n").slice(1, 2).join(""),
            cancelled: event === "Cancelled",
          },
          { timeZone: settings.timeZone, domain: senderDomain(settings.mailFrom) },
          now,
        )
      : undefined;
  await enqueueMail(
    trx,
    {
      emailKey: row.email_key,
      recipient: donor.Email,
      ...email,
      notAfter: NO_EXPIRY,
      kind: "donation",
      recordId: row.donor_record_id,
      attachment: invitation,
    },
    now,
  );
  return donation;
}

/**
 * A pickup booked for the next business day (or sooner) gets no separate reminder: the booking's email is it. The
 * day the reminder counts as sent for, or null.
 */
function reminderCoveredBy(pickup: PreferredDate, timeZone: string, now: number): string | null {
  return pickup.date <= addBusinessDays(todayIn(timeZone, now), 1, holidayDates) ? pickup.date : null;
}

/**
 * One change of a donation, in one transaction with its email and the feed's note and delivered once committed:
 * `change` reads the donation (locked) and makes its write, naming the email's event, or null to change nothing.
 */
function changeDonation(
  db: Db,
  settings: TimelineSettings,
  reference: string,
  now: number,
  change: (trx: Db, donation: Donation) => Promise<TimelineEvent | null>,
): Promise<MoveOutcome> {
  return delivered(
    inTransaction(db, async (trx) => {
      const donation = await lockedDonation(trx, reference);
      if (!donation) return { outcome: "unknown" };
      const event = await change(trx, donation);
      if (!event) return { outcome: "refused", donation };
      const moved = await queueTimelineMail(trx, settings, event, reference, now);
      await noteChange(trx, "Donations", reference, now);
      return { outcome: "moved", donation: moved };
    }),
  );
}

/** Moves the donation if the move may follow its state; otherwise changes nothing and says so. */
export function moveDonation(
  db: Db,
  settings: TimelineSettings,
  reference: string,
  move: MoveRequest,
  now = Date.now(),
): Promise<MoveOutcome> {
  return changeDonation(db, settings, reference, now, async (trx, donation) => {
    if (!canMove(donation, move.to)) return null;
    const column = sql.ref(stateDateColumns[move.to]);
    const extra =
      move.to === "Pickup scheduled"
        ? sql`, pickup_date = ${move.pickup.date}, pickup_window = ${move.pickup.window},
              reminder_sent_for = ${reminderCoveredBy(move.pickup, settings.timeZone, now)}`
        : move.to === "Received"
          ? sql`, received_laptops = ${move.counts.laptops}, received_desktops = ${move.counts.desktops},
                received_monitors = ${move.counts.monitors}, received_phones_tablets = ${move.counts.phonesTablets},
                received_printers = ${move.counts.printers}, received_other_devices = ${move.counts.other}`
          : sql``;
    const moved = await changes(
      trx,
      sql`UPDATE donations SET state = ${move.to}, ${column} = ${now} ${extra}
         WHERE reference = ${reference} AND state = ${donation.state} AND ${column} IS NULL`,
    );
    return moved ? move.to : null;
  });
}

/**
 * A booked pickup moved to another day or window (by staff, or by the donor while `pickupChangeable`); the donor's
 * email carries the invitation that replaces the one before. Nothing changes, and nothing is sent, for the same day
 * and window or a donation that is not waiting for its booked pickup.
 */
export function movePickup(
  db: Db,
  settings: TimelineSettings,
  reference: string,
  pickup: PreferredDate,
  now = Date.now(),
): Promise<MoveOutcome> {
  return changeDonation(db, settings, reference, now, async (trx, donation) => {
    const same = donation.pickup?.date === pickup.date && donation.pickup.window === pickup.window;
    if (donation.state !== "Pickup scheduled" || same) return null;
    await sql`UPDATE donations SET pickup_date = ${pickup.date}, pickup_window = ${pickup.window},
         reminder_sent_for = ${reminderCoveredBy(pickup, settings.timeZone, now)}
       WHERE reference = ${reference}`.execute(trx);
    return "moved";
  });
}

/** A pickup not booked yet gets one new preferred date in place of those given; staff book from it. */
export function replacePreferredDate(
  db: Db,
  settings: TimelineSettings,
  reference: string,
  preferred: PreferredDate,
  now = Date.now(),
): Promise<MoveOutcome> {
  return changeDonation(db, settings, reference, now, async (trx, donation) => {
    if (donation.method !== "pickup" || donation.state !== "Requested") return null;
    await sql`UPDATE donations SET preferred_dates = ${JSON.stringify([preferred])}
       WHERE reference = ${reference}`.execute(trx);
    return "preferred";
  });
}

/**
 * Claims the reminder of one booked pickup for its day and writes it, in one transaction: two origins running the
 * check at once send it once, and a pickup moved to another day is reminded again for the new day.
 */
export function remindPickup(db: Db, settings: TimelineSettings, reference: string, now = Date.now()) {
  return inTransaction(db, async (trx) => {
    const claimed = await changes(
      trx,
      sql`UPDATE donations SET reminder_sent_for = pickup_date
         WHERE reference = ${reference} AND state = 'Pickup scheduled' AND pickup_date IS NOT NULL
           AND (reminder_sent_for IS NULL OR reminder_sent_for <> pickup_date)`,
    );
    if (claimed) await queueTimelineMail(trx, settings, "reminder", reference, now);
    return claimed > 0;
  });
}
