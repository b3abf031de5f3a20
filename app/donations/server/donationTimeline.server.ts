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
import type { RawBuilder } from "kysely";
import { engineOf, firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
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

/**
 * The donation, locked until the transaction ends (on SQLite the IMMEDIATE transaction already holds the store): the
 * one read a command makes of it, handed to the move (`moveDonation(trx, settings, donation, …)`) so it is not read
 * again.
 */
export async function lockedDonation(trx: Db, reference: string): Promise<Donation | null> {
  const lock = engineOf(trx) === "postgres" ? sql`FOR UPDATE` : sql``;
  const row = await firstRow(trx, sql<DonationRow>`SELECT * FROM donations WHERE reference = ${reference} ${lock}`);
  return row ? donationFromRow(row) : null;
}

/**
 * Writes the donor's email for this step of the timeline into the outbox, in the same transaction, from the donation
 * as the move's write left it (the row its UPDATE returned); the sender is woken once the transaction commits.
 */
async function queueTimelineMail(
  trx: Db,
  settings: TimelineSettings,
  event: TimelineEvent,
  row: DonationRow,
  now: number,
): Promise<Donation> {
  const { reference } = row;
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
  afterCommit(trx, wakeMailSender);
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
 * Which donation a move is for: its reference (the move reads it, locked, in a transaction of its own), or the
 * donation a command already read with `lockedDonation` in the transaction `db` belongs to (not read again).
 */
export type MoveTarget = string | Donation;

/** What a move's write did: the email's event and the donation's row as the write left it (`RETURNING *`). */
type Changed = { event: TimelineEvent; row: DonationRow };

/** The row a write returned (`RETURNING *`), or null when it changed nothing. */
async function written(trx: Db, update: RawBuilder<unknown>): Promise<DonationRow | null> {
  return (await firstRow(trx, sql<DonationRow>`${update} RETURNING *`)) ?? null;
}

/**
 * One change of a donation, in one transaction with its email and the feed's note, delivered once committed:
 * `change` makes its write from the donation as read under the lock, or answers null to change nothing.
 */
function changeDonation(
  db: Db,
  settings: TimelineSettings,
  target: MoveTarget,
  now: number,
  change: (trx: Db, donation: Donation) => Promise<Changed | null>,
): Promise<MoveOutcome> {
  return inTransaction(db, async (trx) => {
    const donation = typeof target === "string" ? await lockedDonation(trx, target) : target;
    if (!donation) return { outcome: "unknown" };
    const changed = await change(trx, donation);
    if (!changed) return { outcome: "refused", donation };
    const moved = await queueTimelineMail(trx, settings, changed.event, changed.row, now);
    await noteChange(trx, "Donations", donation.reference, now);
    return { outcome: "moved", donation: moved };
  });
}

/**
 * A command that changes one donation (by its reference, or as already read under the lock) with what it is given,
 * through `changeDonation`: its signature, written once for every such command.
 */
type DonationCommand<Given> = (
  db: Db,
  settings: TimelineSettings,
  target: MoveTarget,
  given: Given,
  now?: number,
) => Promise<MoveOutcome>;

/** Moves the donation if the move may follow its state; otherwise changes nothing and says so. */
export const moveDonation: DonationCommand<MoveRequest> = (db, settings, target, move, now = Date.now()) =>
  changeDonation(db, settings, target, now, async (trx, donation) => {
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
    const row = await written(
      trx,
      sql`UPDATE donations SET state = ${move.to}, ${column} = ${now} ${extra}
         WHERE reference = ${donation.reference} AND state = ${donation.state} AND ${column} IS NULL`,
    );
    return row && { event: move.to, row };
  });

/**
 * A booked pickup moved to another day or window (by staff, or by the donor while `pickupChangeable`); the donor's
 * email carries the invitation that replaces the one before. Nothing changes, and nothing is sent, for the same day
 * and window or a donation that is not waiting for its booked pickup.
 */
export const movePickup: DonationCommand<PreferredDate> = (db, settings, target, pickup, now = Date.now()) =>
  changeDonation(db, settings, target, now, async (trx, donation) => {
    const same = donation.pickup?.date === pickup.date && donation.pickup.window === pickup.window;
    if (donation.state !== "Pickup scheduled" || same) return null;
    const row = await written(
      trx,
      sql`UPDATE donations SET pickup_date = ${pickup.date}, pickup_window = ${pickup.window},
         reminder_sent_for = ${reminderCoveredBy(pickup, settings.timeZone, now)}
       WHERE reference = ${donation.reference}`,
    );
    return row && { event: "moved", row };
  });

/** A pickup not booked yet gets one new preferred date in place of those given; staff book from it. */
export const replacePreferredDate: DonationCommand<PreferredDate> = (
  db,
  settings,
  target,
  preferred,
  now = Date.now(),
) =>
  changeDonation(db, settings, target, now, async (trx, donation) => {
    if (donation.method !== "pickup" || donation.state !== "Requested") return null;
    const row = await written(
      trx,
      sql`UPDATE donations SET preferred_dates = ${JSON.stringify([preferred])} WHERE reference = ${donation.reference}`,
    );
    return row && { event: "preferred", row };
  });

/**
 * Claims the reminder of one booked pickup for its day and writes it, in one transaction: two origins running the
 * check at once send it once, and a pickup moved to another day is reminded again for the new day.
 */
export function remindPickup(db: Db, settings: TimelineSettings, reference: string, now = Date.now()) {
  return inTransaction(db, async (trx) => {
    const claimed = await written(
      trx,
      sql`UPDATE donations SET reminder_sent_for = pickup_date
         WHERE reference = ${reference} AND state = 'Pickup scheduled' AND pickup_date IS NOT NULL
           AND (reminder_sent_for IS NULL OR reminder_sent_for <> pickup_date)`,
    );
    if (claimed) await queueTimelineMail(trx, settings, "reminder", claimed, now);
    return claimed !== null;
  });
}
