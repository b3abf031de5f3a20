/** A moment's calendar day (YYYY-MM-DD) in a time zone: the organisation's "today" for a tribute notice's day. */
export const dayIn = (timeZone: string, at: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/** Whether a day (YYYY-MM-DD) is one the calendar has. */
export const isDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;
