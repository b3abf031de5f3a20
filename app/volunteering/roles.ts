/**
 * A volunteer shift's kind and when it is (issue 49 §1): a role, in person at a place or remote, one day from a time
 * to a time in ORG_TIME_ZONE. An offer of a place freed from the waitlist lasts OFFER_HOURS but never past the
 * shift's start (a shift begun has no late joiners; decision 119).
 */
import { minutesBetween } from "~/kits/calendar/days";
import { zonedInstant } from "~/kits/calendar/zonedInstant";

export const roles = ["refurbishing", "drop-off", "class-helper", "office"] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** How long the first on the waitlist has, at most, to confirm a place offered to them. */
export const OFFER_HOURS = 48;

export type ShiftTime = { date: string; starts: string; ends: string };

/** The instant an offer made at `offeredAt` stops being the person's (at or before `offeredAt`: none is made). */
export const shiftOfferDeadline = (shift: ShiftTime, offeredAt: number, timeZone: string) =>
  Math.min(offeredAt + OFFER_HOURS * 3_600_000, zonedInstant(shift.date, shift.starts, timeZone));

/** The minutes a shift lasts: the hours an attended volunteer is given unless staff correct them. */
export const shiftMinutes = (shift: Pick<ShiftTime, "starts" | "ends">) => minutesBetween(shift.starts, shift.ends);

/** Minutes as hours, to the quarter hour (what pages and the letter print). */
export const hoursOf = (minutes: number) => Math.round(minutes / 15) / 4;
