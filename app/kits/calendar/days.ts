/**
 * Calendar days (`YYYY-MM-DD`) and wall-clock times (`HH:MM`) as the organisation keeps them (a class's meetings,
 * a volunteer shift), checked as typed, and an instant read as the day and time it is in a time zone.
 */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The day as a UTC midnight, or null when it is not a real calendar day. */
export function utcDay(date: string): Date | null {
  if (!dayPattern.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day;
}

export const isDay = (date: string) => utcDay(date) !== null;
export const isTime = (time: string) => timePattern.test(time);

/** Today's calendar day in the organisation's time zone (the Swedish locale writes dates as ISO does). */
export const dayIn = (timeZone: string, now = Date.now()) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** An instant as the organisation's calendar day and wall-clock time (`HH:MM`), as a meeting's are kept. */
export function wallClockIn(timeZone: string, instant: number): { date: string; time: string } {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" });
  return { date: dayIn(timeZone, instant), time: time.format(instant) };
}

/** The minutes from one wall-clock time to a later one on the same day. */
export const minutesBetween = (starts: string, ends: string) =>
  Number(ends.slice(0, 2)) * 60 +
  Number(ends.slice(3, 5)) -
  (Number(starts.slice(0, 2)) * 60 + Number(starts.slice(3, 5)));
