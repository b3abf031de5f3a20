/**
 * How long a seat offered from the waitlist stays the offered person's to confirm (issue 45): OFFER_HOURS, but never
 * past the class's start, so a seat freed the afternoon before an evening class is not held for two days while the
 * class runs without anyone in it. Once the class has begun the offer is to join it under way, and it lasts OFFER_HOURS
 * but not past the end of the last meeting.
 */
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import type { Meeting } from "./meetings";

/** How long the first on the waitlist has, at most, to confirm a seat offered to them. */
export const OFFER_HOURS = 48;

/** The instant an offer made at `offeredAt` stops being the person's to confirm (at or before `offeredAt`: none). */
export function offerDeadline(
  meetings: readonly Pick<Meeting, "date" | "starts" | "ends">[],
  offeredAt: number,
  timeZone: string,
): number {
  const full = offeredAt + OFFER_HOURS * 3_600_000;
  const first = meetings[0];
  const last = meetings.at(-1);
  if (!first || !last) return full;
  const starts = zonedInstant(first.date, first.starts, timeZone);
  if (starts > offeredAt) return Math.min(full, starts);
  return Math.min(full, zonedInstant(last.date, last.ends, timeZone));
}
