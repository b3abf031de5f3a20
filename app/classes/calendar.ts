/**
 * A class's meetings as an iCalendar file (RFC 5545) attached to the confirmation: one event per meeting, each with
 * a UID of the session and meeting, so a second confirmation replaces rather than repeats them. Times are written
 * in UTC, worked out from the meetings' wall-clock times in the organisation's time zone, so no VTIMEZONE block is
 * needed.
 */
import type { Meeting } from "./meetings";

/** The instant a wall-clock time (`HH:MM`) on a day has in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((item) => item.type === type)!.value);
    return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) - instant;
  };
  // The offset at the first guess can differ from the one at the answer across a clock change: look again.
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded: the rest continues on the next line after a space. */
function fold(line: string): string {
  const pieces: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (pieces.length ? 74 : 75)) {
      pieces.push(current);
      current = "";
    }
    current += char;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function classCalendar(
  event: { sessionId: string; summary: string; location: string; meetings: readonly Meeting[] },
  settings: { timeZone: string; domain: string },
  now = Date.now(),
): { filename: string; contentType: string; text: string } {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tech Access//Classes//EN", "METHOD:PUBLISH"];
  for (const meeting of event.meetings)
    lines.push(
      "BEGIN:VEVENT",
      `UID:class-${event.sessionId}-${meeting.number}@${settings.domain}`,
      `SEQUENCE:${Math.floor(now / 1000)}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(zonedInstant(meeting.date, meeting.starts, settings.timeZone))}`,
      `DTEND:${stamp(zonedInstant(meeting.date, meeting.ends, settings.timeZone))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    );
  lines.push("END:VCALENDAR");
  return {
    filename: "class.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    text: lines.map(fold).join("\r\n") + "\r\n",
  };
}
