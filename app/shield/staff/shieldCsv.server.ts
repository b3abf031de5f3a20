/** The Shield CSV downloads of the staff console: cells formula-safe, written through csv-stringify. */
import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, so such a cell gets
 * a leading apostrophe and is shown as text: the rule of every CSV download of the site (`neutraliseCell` in the
 * portal, which a wing does not import).
 */
export function csvText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvFile(columns: readonly string[], rows: readonly (string | number | null)[][]): string {
  return stringify(
    rows.map((row) => row.map(csvText)),
    { header: true, columns: [...columns], quoted_match: /^\s|\s$/ },
  );
}

export function csvResponse(fileName: string, text: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
