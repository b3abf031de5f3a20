/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return before one) as a formula,
 * so such a cell gets a leading apostrophe and is shown as text. Numbers we write ourselves stay numbers. The rule of
 * every CSV download of the site.
 */
export function neutraliseCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
