/**
 * The staff console's words for donations (`/staff/donations`), in English like the rest of the console: how a
 * state reads, what each state's list is, a booked day and window, and the sentence each move answers with.
 */
import * as donationWords from "~/donations/content/en/words";
import { countDifferences, differenceSentence } from "~/donations/timeline";
import type { DateProblem } from "~/donations/pickupDates";
import { deviceKinds, MAX_COUNT, type DeviceCounts, type Window } from "~/donations/answers";
import { lateFormMessages } from "~/kits/console/staffMessages";

export const stateWords: Record<string, { label: string; about: string }> = {
  Requested: { label: "Requested", about: "Given on the site; a pickup waits to be booked, a drop-off to arrive." },
  "Pickup scheduled": { label: "Pickup scheduled", about: "A day and window are booked; the donor was emailed." },
  "Picked up": { label: "Picked up", about: "Collected by the driver; to count on arrival." },
  "Dropped off": { label: "Dropped off", about: "Brought by the donor; to count." },
  Received: { label: "Received", about: "Counted; the counts received are kept beside those declared." },
  Processed: { label: "Processed", about: "Every device wiped, refurbished or recycled." },
  "Certificates ready": { label: "Certificates ready", about: "The donor's documents are in the portal." },
  Cancelled: { label: "Cancelled", about: "The donor cancelled the pickup." },
};

export const stateLabel = (state: string) => stateWords[state]?.label ?? `Unknown state (${state})`;

export const windowWords: Record<Window, string> = donationWords.delivery.windows;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A calendar day `YYYY-MM-DD` as staff read it: "Monday, November 30, 2026". */
export const staffDay = (date: string) => dayFormat.format(Date.parse(`${date}T00:00:00Z`));

/** A booked or preferred pickup: "Monday, November 30, 2026, morning (9 a.m. to noon)". */
export const pickupWords = (pickup: { date: string; window: Window }) =>
  `${staffDay(pickup.date)}, ${windowWords[pickup.window].replace(/^./, (first) => first.toLowerCase())}`;

/** Why a day cannot be booked, as staff read it: any business day from tomorrow on, at most 90 days ahead. */
export const staffDateProblems: Record<DateProblem, string> = {
  date: "Type a real date, such as 2027-03-15.",
  past: "This day has passed. Choose a business day from tomorrow on.",
  weekend: "This day is on a weekend. Pickups are Monday to Friday.",
  holiday: "This day is a holiday. Choose another business day.",
  tooSoon: "A pickup can be booked from tomorrow on.",
  tooFar: "This day is more than 90 days ahead. Choose one sooner.",
};

/** The picked-up form, when today is before the booked day. */
export const earlyPickupWords = {
  notice: (booked: string) => `The pickup is booked for ${booked}, after today.`,
  confirm: "The driver collected the devices early, before the booked day",
} as const;

export const donationMessages = {
  formOnly: "Please use the forms on this page. Nothing was changed.",
  ...lateFormMessages("donation", "a donation"),
  chooseDay: "Choose one of the donor's days, or another day with its window. Nothing was changed.",
  dayProblem: (problem: string) => `${problem} Nothing was changed.`,
  sameDay: "The pickup is booked for this day and window already. Nothing was changed.",
  count: `Type a whole number from 0 to ${MAX_COUNT.toLocaleString("en-US")} for each kind. Nothing was changed.`,
  countTotal: "At least one device must have arrived to mark the donation received. Nothing was changed.",
  scheduled: (pickup: string) =>
    `The pickup is booked for ${pickup}. The donor is emailed, with a calendar invitation.`,
  rescheduled: (pickup: string) =>
    `The pickup is moved to ${pickup}. The donor is emailed, with a new calendar invitation.`,
  pickedUp: "Marked picked up. The donor is emailed.",
  /** Marking a pickup picked up before its booked day: said, and confirmed, never done silently (issue 35). */
  earlyPickup: (booked: string) =>
    `This pickup is booked for ${booked}, after today. If the driver did collect the devices early, tick the box that says so and mark it again. Nothing was changed.`,
  droppedOff: "Marked dropped off. The donor is emailed.",
  received: (differences: string) => `Marked received. ${differences} The donor is emailed.`,
  findNothing: "Type or scan a donation's reference, such as K7MQ-4X2P.",
  findMalformed: (typed: string) =>
    `'${typed}' is not a donation's reference: a reference is eight letters and digits, such as K7MQ-4X2P.`,
  findNone: (reference: string) => `No donation has the reference ${reference}. Check it and try again.`,
} as const;

/** Counts as staff read them in a list: "40 laptops, 2 monitors" (kinds with none left out), or "No devices". */
export function devicesInWords(counts: DeviceCounts): string {
  const given = deviceKinds.filter((kind) => counts[kind] > 0);
  if (given.length === 0) return "No devices";
  return given
    .map((kind) => {
      const [one, several] = donationWords.countNames[kind];
      return `${counts[kind].toLocaleString("en-US")} ${counts[kind] === 1 ? one : several}`;
    })
    .join(", ");
}

/** What arrived beside what was declared, in words, for staff: each kind that differs, or that all arrived. */
export function receivedInWords(declared: DeviceCounts, received: DeviceCounts): string {
  return countDifferences(declared, received).length === 0
    ? "Everything declared was received."
    : differenceSentence(declared, received, "en");
}

/** One kind's difference, as the devices table's column says it: "2 fewer", "1 more" or "None". */
export function differenceCell(declared: number, received: number): string {
  const by = received - declared;
  if (by === 0) return "None";
  return `${Math.abs(by).toLocaleString("en-US")} ${by < 0 ? "fewer" : "more"}`;
}
