const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as staff read it in a table: date and time to the minute in the organisation's time zone, whose short
 * name ends it ('Nov 25, 2026, 6:48 AM EST'), so a colleague elsewhere still reads it right.
 */
export function staffTime(ms: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formats.set(timeZone, format);
  }
  return format.format(ms);
}
