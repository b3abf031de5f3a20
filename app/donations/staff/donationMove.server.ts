/**
 * How every staff move on a donation runs (issue 28): in one transaction, the donation locked and read once, what the
 * page showed of it (its state and booked pickup) compared with what is kept now, the activity entry, then the
 * timeline's move of that same donation (`app/donations/server/donationTimeline.server.ts`: the state's date set
 * once, the donor's email in the outbox with its calendar invitation, the change feed's note; the sender woken once
 * it all commits). A colleague's move, or the donor's, meanwhile changes nothing and says what the donation is now; a
 * move the timeline refuses rolls the activity entry back with it.
 */
import type { DeviceCounts, PreferredDate } from "~/donations/answers";
import { differenceSentence } from "~/donations/timeline";
import type { Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { Refused, refuse } from "~/db/refusal.server";
import {
  lockedDonation,
  moveDonation as moveOnTimeline,
  movePickup,
  type MoveOutcome,
  type TimelineSettings,
} from "~/donations/server/donationTimeline.server";
import { recordActivity } from "~/kits/records/activity.server";
import { donationAllows, seenVersion, type DonationAction } from "~/donations/staff/rules";
import { donationMessages, pickupWords, stateLabel } from "~/donations/staff/words";

/** A refused form handed back as typed, and the field its sentence is about. */
export type TypedForm = { action: string; values: Record<string, string>; field: string | null };

export type DonationAnswer =
  { ok: true; message: string } | { ok: false; status: number; message: string; typed?: TypedForm };

export type StaffMove =
  | { action: "schedule" | "reschedule"; pickup: PreferredDate }
  | { action: "picked-up" | "dropped-off" }
  | { action: "receive"; received: DeviceCounts };

/** Who moves it, and the timeline's settings (the emails' links, the organisation's time zone, the sender). */
export type Mover = { actor: string; settings: TimelineSettings; now?: number };

/** The activity log's line and the sentence staff read once the move is made. */
function describe(move: StaffMove, reference: string, declared: DeviceCounts): { summary: string; message: string } {
  switch (move.action) {
    case "schedule":
      return {
        summary: `Booked the pickup of donation ${reference} for ${pickupWords(move.pickup)}`,
        message: donationMessages.scheduled(pickupWords(move.pickup)),
      };
    case "reschedule":
      return {
        summary: `Moved the pickup of donation ${reference} to ${pickupWords(move.pickup)}`,
        message: donationMessages.rescheduled(pickupWords(move.pickup)),
      };
    case "picked-up":
      return { summary: `Marked donation ${reference} picked up`, message: donationMessages.pickedUp };
    case "dropped-off":
      return { summary: `Marked donation ${reference} dropped off`, message: donationMessages.droppedOff };
    case "receive": {
      const difference = differenceSentence(declared, move.received, "en");
      return {
        summary: `Marked donation ${reference} received: ${difference}`,
        message: donationMessages.received(difference),
      };
    }
  }
}

export async function moveDonation(
  db: Db,
  target: { reference: string; seen: string },
  move: StaffMove,
  mover: Mover,
): Promise<DonationAnswer> {
  const now = mover.now ?? Date.now();
  const { settings } = mover;
  let message: string;
  try {
    message = await inTransaction(db, async (trx) => {
      const donation = await lockedDonation(trx, target.reference);
      if (!donation) refuse(404, "There is no such donation.");
      if (seenVersion(donation) !== target.seen) refuse(409, donationMessages.changed(stateLabel(donation.state)));
      if (!donationAllows(move.action as DonationAction, donation))
        refuse(409, donationMessages.notNow(stateLabel(donation.state)));
      if (
        move.action === "reschedule" &&
        donation.pickup?.date === move.pickup.date &&
        donation.pickup.window === move.pickup.window
      )
        refuse(409, donationMessages.sameDay);
      const { summary, message } = describe(move, target.reference, donation.devices);
      // Before the move, whose change-feed note must be the transaction's last statement (see noteChange).
      await recordActivity(trx, { kind: "donation", actor: mover.actor, summary }, now);
      const outcome: MoveOutcome =
        move.action === "reschedule"
          ? await movePickup(trx, settings, donation, move.pickup, now)
          : await moveOnTimeline(
              trx,
              settings,
              donation,
              move.action === "schedule"
                ? { to: "Pickup scheduled", pickup: move.pickup }
                : move.action === "receive"
                  ? { to: "Received", counts: move.received }
                  : { to: move.action === "picked-up" ? "Picked up" : "Dropped off" },
              now,
            );
      if (outcome.outcome === "unknown") refuse(404, "There is no such donation.");
      if (outcome.outcome === "refused") refuse(409, donationMessages.notNow(stateLabel(outcome.donation.state)));
      return message;
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
  return { ok: true, message };
}
