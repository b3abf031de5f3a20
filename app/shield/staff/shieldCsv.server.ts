/** The Shield CSV downloads of the staff console, written by the documents kit's one CSV writer. */
import { csvText } from "~/kits/documents/csvWriter.server";

export function csvFile(columns: readonly string[], rows: readonly (string | number | null)[][]): string {
  return csvText(columns, rows);
}

export function csvResponse(fileName: string, text: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
