/** A moment as staff read it in a table: date and time to the minute, in UTC (said so, since staff may be anywhere). */
export function staffTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
