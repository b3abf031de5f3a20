/**
 * Which moves staff can make on a donation in each state (issue 28), as the timeline allows them
 * (`donations/timeline.ts`): the donation page shows only these forms, and the server refuses any other (a form
 * posted from an older page, or made by hand). Every form carries what the page showed of the donation
 * (`seenVersion`): its state and booked pickup, compared again under a lock.
 */
import type { Method } from "~/donations/answers";
import { canMove, donationStates, pathOf, type DonationState } from "~/donations/timeline";

export const donationActions = ["schedule", "reschedule", "picked-up", "dropped-off", "receive"] as const;
export type DonationAction = (typeof donationActions)[number];

export function isDonationAction(value: unknown): value is DonationAction {
  return typeof value === "string" && (donationActions as readonly string[]).includes(value);
}

/** What a rule needs to know of a donation. */
export type DonationAt = { state: DonationState; method: Method };

const allowed: Record<DonationAction, (donation: DonationAt) => boolean> = {
  schedule: (donation) => canMove(donation, "Pickup scheduled"),
  // A booked pickup can move to another day until the driver has it.
  reschedule: (donation) => donation.state === "Pickup scheduled",
  "picked-up": (donation) => canMove(donation, "Picked up"),
  "dropped-off": (donation) => canMove(donation, "Dropped off"),
  receive: (donation) => canMove(donation, "Received"),
};

export function donationAllows(action: DonationAction, donation: DonationAt): boolean {
  return allowed[action](donation);
}

/**
 * What the page showed of a donation, carried by each form: its state, its booked pickup and the donor's preferred
 * days. A colleague's move, a rebooking, or the donor moving the pickup, giving a new day or cancelling meanwhile all
 * change it.
 */
export function seenVersion(donation: {
  state: string;
  pickup: { date: string; window: string } | null;
  preferredDates: { date: string; window: string }[];
}): string {
  const preferred = donation.preferredDates.map((day) => `${day.date} ${day.window}`).join(",");
  return [donation.state, donation.pickup?.date ?? "", donation.pickup?.window ?? "", preferred].join("|");
}

/**
 * A donation's timeline as staff read it: every state it reached, with its time, then the states still ahead on
 * its method's way with none. A cancelled donation shows only what it reached.
 */
export function timelineOf(donation: {
  state: DonationState;
  method: Method;
  dates: Partial<Record<DonationState, number>>;
}): { state: DonationState; at: number | null }[] {
  const path = pathOf(donation.method);
  const now = donationStates.indexOf(donation.state);
  return donationStates
    .filter(
      (state) =>
        donation.dates[state] !== undefined ||
        (donation.state !== "Cancelled" && path.includes(state) && donationStates.indexOf(state) > now),
    )
    .map((state) => ({ state, at: donation.dates[state] ?? null }));
}
