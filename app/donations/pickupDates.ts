/**
 * The rule for a pickup's preferred dates: a business day (never a Saturday, a Sunday or a holiday of
 * `content/holidays`), at least two business days after today, and at most 90 days ahead (the holiday list is
 * known that far). Dates are calendar days written `YYYY-MM-DD`; "today" is the organisation's day
 * (ORG_TIME_ZONE), worked out by the server, so a donor typing at 11 p.m. in another zone gets the same answer.
 */
export type DateProblem = "date" | "past" | "weekend" | "holiday" | "tooSoon" | "tooFar";

export const BUSINESS_DAYS_AHEAD = 2;
/** Staff booking a pickup may choose any business day from tomorrow on: they plan the run themselves. */
export const STAFF_BUSINESS_DAYS_AHEAD = 1;
export const MAX_DAYS_AHEAD = 90;
const DAY = 24 * 60 * 60 * 1000;

/** A calendar day as a UTC midnight, or null for anything that is not a real `YYYY-MM-DD` date. */
function dayOf(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : ms;
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isWeekend(date: string): boolean {
  const day = new Date(dayOf(date) ?? NaN).getUTCDay();
  return day === 0 || day === 6;
}

export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  return dayOf(date) !== null && !isWeekend(date) && !holidays.has(date);
}

/** The calendar day `count` business days after `date`. */
export function addBusinessDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let ms = dayOf(date)!;
  for (let left = count; left > 0;) {
    ms += DAY;
    if (isBusinessDay(dateOf(ms), holidays)) left--;
  }
  return dateOf(ms);
}

/** The first day a pickup can be asked for (by a donor; `STAFF_BUSINESS_DAYS_AHEAD` when staff book it). */
export const earliestPickup = (today: string, holidays: ReadonlySet<string>, ahead = BUSINESS_DAYS_AHEAD) =>
  addBusinessDays(today, ahead, holidays);

/** The last day a pickup can be asked for or booked: 90 days after today. */
export const latestPickup = (today: string) => dateOf(dayOf(today)! + MAX_DAYS_AHEAD * DAY);

/**
 * Why a date cannot be a pickup date, or null when it can. `ahead` is how many business days after today the
 * first possible day is: two when a donor asks, one when staff book (`STAFF_BUSINESS_DAYS_AHEAD`).
 */
export function pickupDateProblem(
  date: string,
  today: string,
  holidays: ReadonlySet<string>,
  ahead = BUSINESS_DAYS_AHEAD,
): DateProblem | null {
  const day = dayOf(date);
  if (day === null) return "date";
  if (day < dayOf(today)!) return "past";
  if (isWeekend(date)) return "weekend";
  if (holidays.has(date)) return "holiday";
  if (date < earliestPickup(today, holidays, ahead)) return "tooSoon";
  if (day > dayOf(today)! + MAX_DAYS_AHEAD * DAY) return "tooFar";
  return null;
}

/** Today's calendar date in a time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = Date.now()): string {
  // The Swedish locale writes dates as ISO does.
  return new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * Whether the donor may still move or cancel a pickup (issue 28): a pickup not yet collected or cancelled, and
 * either not booked yet or booked for a day after tomorrow, so the day before it the driver's run sheet stands.
 */
export function pickupChangeable(
  pickup: { method: string; state: string; pickupDate: string | null },
  today: string,
): boolean {
  if (pickup.method !== "pickup") return false;
  if (pickup.state !== "Requested" && pickup.state !== "Pickup scheduled") return false;
  if (pickup.pickupDate === null) return true;
  const day = dayOf(pickup.pickupDate);
  return day !== null && day - dayOf(today)! > DAY;
}
