/**
 * A booked pickup as an iCalendar invitation (RFC 5545) attached to the donor's email: one event per donation (its
 * UID is the reference's), so a moved pickup replaces the event in the donor's calendar and a cancelled one removes
 * it. Times are written in UTC, worked out from the window's hours in the organisation's time zone, so no
 * VTIMEZONE block is needed and every calendar shows the right local time.
 */
import type { PreferredDate } from "~/donations/answers";
import type { MailAttachment } from "~/mail/outbox.server";

/** A window's hours in the organisation's day (the words of `delivery.windows` say the same). */
export const windowHours = { morning: [9, 12], afternoon: [12, 17] } as const;

/** The instant a wall-clock time on a day has in a time zone. */
export function zonedInstant(date: string, hour: number, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour);
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
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A text value with the characters RFC 5545 reserves escaped. */
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

export type PickupEvent = {
  reference: string;
  pickup: PreferredDate;
  summary: string;
  location: string;
  description: string;
  cancelled: boolean;
};

export function pickupInvitation(
  event: PickupEvent,
  settings: { timeZone: string; domain: string },
  now = Date.now(),
): MailAttachment {
  const [startHour, endHour] = windowHours[event.pickup.window];
  const method = event.cancelled ? "CANCEL" : "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tech Access//Donation pickups//EN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:donation-${event.reference}@${settings.domain}`,
    // Each message supersedes the one before: the sequence only grows, as the seconds do.
    `SEQUENCE:${Math.floor(now / 1000)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(zonedInstant(event.pickup.date, startHour, settings.timeZone))}`,
    `DTEND:${stamp(zonedInstant(event.pickup.date, endHour, settings.timeZone))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return {
    filename: "pickup.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    text: lines.map(fold).join("\r\n") + "\r\n",
  };
}
