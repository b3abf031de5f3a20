/** The Shield CSV downloads of the staff console: cells formula-safe, written through csv-stringify. */
import { stringify } from "csv-stringify/sync";
import { neutraliseCell } from "~/kits/documents/csvCell";

export function csvFile(columns: readonly string[], rows: readonly (string | number | null)[][]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
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
