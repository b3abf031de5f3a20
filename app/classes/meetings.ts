/**
 * A session's meetings, worked out from what staff typed: one meeting, or a weekly series on chosen days of the
 * week. Days are calendar days (`YYYY-MM-DD`) and times wall-clock times (`HH:MM`) in ORG_TIME_ZONE, as a student
 * reads them; a series needs no zone, so it is the same whatever the server's clock says. Only the moment a meeting
 * starts (attendance opens then) and today are read in the zone.
 */
import { dayIn, isDay, isTime, utcDay, wallClockIn } from "~/kits/calendar/days";
import { zonedInstant } from "~/kits/calendar/zonedInstant";

export { dayIn, isDay, isTime, wallClockIn };

export type Meeting = { number: number; date: string; starts: string; ends: string };

/** Monday first, as the form lists them; the numbers are JavaScript's (Sunday 0). */
export const weekdays = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekly series is at most this many weeks (the foundational course runs 14). */
export const MAX_WEEKS = 26;

/** The weekday of a calendar day (Sunday 0). */
export const weekdayOf = (date: string) => utcDay(date)!.getUTCDay();

/**
 * The meetings of a series starting on `first`, for `weeks` weeks, on the chosen weekdays (the first day's own
 * weekday always among them); one week and no other day is a single meeting.
 */
export function seriesMeetings(series: {
  first: string;
  weeks: number;
  days: readonly number[];
  starts: string;
  ends: string;
}): Meeting[] {
  const start = utcDay(series.first)!;
  const days = new Set([start.getUTCDay(), ...series.days]);
  const meetings: Meeting[] = [];
  for (let offset = 0; offset < series.weeks * 7; offset++) {
    const day = new Date(start.getTime() + offset * 86_400_000);
    if (!days.has(day.getUTCDay())) continue;
    meetings.push({
      number: meetings.length + 1,
      date: day.toISOString().slice(0, 10),
      starts: series.starts,
      ends: series.ends,
    });
  }
  return meetings;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The class hours of these meetings (what a certificate prints), to the quarter hour. */
export function classHours(meetings: readonly Pick<Meeting, "starts" | "ends">[]): number {
  const minutes = meetings.reduce((sum, meeting) => sum + minutesOf(meeting.ends) - minutesOf(meeting.starts), 0);
  return Math.round(minutes / 15) / 4;
}

/** Whether a student who attended `attended` of `total` meetings completes the class at this share. */
export const completes = (attended: number, total: number, share: number) =>
  total > 0 && attended / total >= share - 1e-9;

/** The numbers of the meetings that have started at `now`: those whose attendance is open. */
export const startedMeetings = (meetings: readonly Meeting[], timeZone: string, now = Date.now()) =>
  meetings.filter((meeting) => hasStarted(meeting, timeZone, now)).map((meeting) => meeting.number);

/** Whether the meeting has started at `now`: attendance opens then, and only a meeting begun counts (issue 45). */
export const hasStarted = (meeting: Pick<Meeting, "date" | "starts">, timeZone: string, now = Date.now()) =>
  zonedInstant(meeting.date, meeting.starts, timeZone) <= now;
