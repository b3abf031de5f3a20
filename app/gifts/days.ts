/** A moment's calendar day (YYYY-MM-DD) in a time zone: the organisation's "today" for a tribute notice's day. */
export const dayIn = (timeZone: string, at: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
