/**
 * The days nobody picks up donations: the United States federal holidays of 2026 and 2027, on the weekday they are
 * observed (a holiday on a Saturday is kept the Friday before, on a Sunday the Monday after). A pickup date on one of
 * these is refused. The organisation confirms this list, and adds its own closures, in docs/content-to-supply.md;
 * the list must always reach 90 days past today, the farthest a pickup can be asked for (`app/donations/pickupDates.ts`).
 * The names are for the people who keep the list; the Spanish twin (`../es/holidays.ts`) names them too.
 */
export const holidays: readonly { date: string; name: string }[] = [
  { date: "2026-01-01", name: "New Year's Day" },
  { date: "2026-01-19", name: "Birthday of Martin Luther King, Jr." },
  { date: "2026-02-16", name: "Washington's Birthday" },
  { date: "2026-05-25", name: "Memorial Day" },
  { date: "2026-06-19", name: "Juneteenth National Independence Day" },
  { date: "2026-07-03", name: "Independence Day (observed)" },
  { date: "2026-09-07", name: "Labor Day" },
  { date: "2026-10-12", name: "Columbus Day" },
  { date: "2026-11-11", name: "Veterans Day" },
  { date: "2026-11-26", name: "Thanksgiving Day" },
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2027-01-01", name: "New Year's Day" },
  { date: "2027-01-18", name: "Birthday of Martin Luther King, Jr." },
  { date: "2027-02-15", name: "Washington's Birthday" },
  { date: "2027-05-31", name: "Memorial Day" },
  { date: "2027-06-18", name: "Juneteenth National Independence Day (observed)" },
  { date: "2027-07-05", name: "Independence Day (observed)" },
  { date: "2027-09-06", name: "Labor Day" },
  { date: "2027-10-11", name: "Columbus Day" },
  { date: "2027-11-11", name: "Veterans Day" },
  { date: "2027-11-25", name: "Thanksgiving Day" },
  { date: "2027-12-24", name: "Christmas Day (observed)" },
  { date: "2027-12-31", name: "New Year's Day 2028 (observed)" },
];

/** The holidays' dates, as `YYYY-MM-DD`. */
export const holidayDates: ReadonlySet<string> = new Set(holidays.map((holiday) => holiday.date));
