/** The organisation's calendar day of a moment (ORG_TIME_ZONE), `YYYY-MM-DD`: gifts are dated by the office's day. */
export function dayInZone(timeZone: string, instant: number): string {
  // The Swedish locale writes dates as ISO does.
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
