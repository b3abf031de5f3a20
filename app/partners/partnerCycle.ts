/**
 * The partnership cycle an application joins (spec: "deadline February 15th; later ones go to the next cycle"):
 * sent on or before February 15th, in the organisation's time zone, it joins this year's cycle; from February 16th
 * on, the next year's. The date is the organisation's, not the browser's or the server's: 11 p.m. in New York on
 * February 15th is already the 16th in UTC, and still joins this year's cycle.
 */
export const CYCLE_DEADLINE = { month: 2, day: 15 } as const;

/** The year, month and day of a moment in a time zone. */
function dateIn(ms: number, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

export function partnerCycle(ms: number, timeZone: string): number {
  const { year, month, day } = dateIn(ms, timeZone);
  const onTime = month < CYCLE_DEADLINE.month || (month === CYCLE_DEADLINE.month && day <= CYCLE_DEADLINE.day);
  return onTime ? year : year + 1;
}
