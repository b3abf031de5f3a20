/**
 * An iCalendar file (RFC 5545) an email carries as its attachment. Times are written in UTC, worked out from
 * wall-clock times in the organisation's time zone (`zonedInstant`), so no VTIMEZONE block is needed and every
 * calendar shows the right local time. Each event's UID names what it stands for, and its sequence only grows (as
 * the seconds do), so a later message replaces (or, cancelled, removes) the event rather than repeating it.
 */
import type { MailAttachment } from "~/mail/outbox.server";

export type CalendarMethod = "PUBLISH" | "CANCEL";

export type CalendarEvent = {
  uid: string;
  start: number;
  end: number;
  summary: string;
  location: string;
  description?: string;
  status: "CONFIRMED" | "CANCELLED";
};

/** An instant as iCalendar writes it in UTC: `20260701T130000Z`. */
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

function eventLines(event: CalendarEvent, now: number, sequence: number): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    `STATUS:${event.status}`,
    "END:VEVENT",
  ];
}

/**
 * The file: `product` names what sends it (the PRODID), `method` whether its events are published or cancelled;
 * `laterThanNow` for a message that must supersede one sent in the same second (a cancellation right after the
 * invitation), whose sequence is one more.
 */
export function calendarFile(
  file: {
    filename: string;
    product: string;
    method: CalendarMethod;
    events: readonly CalendarEvent[];
    laterThanNow?: boolean;
  },
  now: number,
): MailAttachment {
  // Each message supersedes the one before: the sequence only grows, as the seconds do.
  const sequence = Math.floor(now / 1000) + (file.laterThanNow ? 1 : 0);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Tech Access//${file.product}//EN`,
    `METHOD:${file.method}`,
    ...file.events.flatMap((event) => eventLines(event, now, sequence)),
    "END:VCALENDAR",
  ];
  return {
    filename: file.filename,
    contentType: `text/calendar; charset=utf-8; method=${file.method}`,
    text: lines.map(fold).join("\r\n") + "\r\n",
  };
}
