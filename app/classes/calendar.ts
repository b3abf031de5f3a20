/**
 * A class's meetings as an iCalendar file attached to the confirmation: one event per meeting, each with a UID of
 * the session and meeting, so a second confirmation replaces rather than repeats them, and a cancellation (METHOD
 * CANCEL, the same UIDs, a later SEQUENCE) removes them (the calendar kit writes it).
 */
import { calendarFile } from "~/kits/calendar/calendarFile";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import type { Meeting } from "./meetings";

export function classCalendar(
  event: { sessionId: string; summary: string; location: string; meetings: readonly Meeting[] },
  settings: { timeZone: string; domain: string },
  now = Date.now(),
  method: "PUBLISH" | "CANCEL" = "PUBLISH",
) {
  return calendarFile(
    {
      filename: "class.ics",
      product: "Classes",
      method,
      laterThanNow: method === "CANCEL",
      events: event.meetings.map((meeting) => ({
        uid: `class-${event.sessionId}-${meeting.number}@${settings.domain}`,
        start: zonedInstant(meeting.date, meeting.starts, settings.timeZone),
        end: zonedInstant(meeting.date, meeting.ends, settings.timeZone),
        summary: event.summary,
        location: event.location,
        status: method === "CANCEL" ? ("CANCELLED" as const) : ("CONFIRMED" as const),
      })),
    },
    now,
  );
}
