/**
 * The one writer of every CSV file the site makes (the donor's inventory and asset report, the staff console's
 * exports, the partner's applicants): as RFC 4180 writes it, each line ending in CRLF, the file starting with the
 * UTF-8 byte-order mark (without it Excel reads "Díaz" as "DÃ­az"), a cell with surrounding spaces quoted so a
 * spreadsheet keeps them, and every cell formula-safe (`neutraliseCell`). What the CRM's importer accepts is its own
 * (`~/kits/records/crmImport.server`: either line ending, with or without the mark).
 */
import { stringify as stringifyStream, type Stringifier } from "csv-stringify";
import { stringify } from "csv-stringify/sync";
import { neutraliseCell } from "./csvCell";

export type CsvCell = string | number | null | undefined;

/**
 * The options of every file: CRLF, surrounding spaces quoted, each cell of text formula-safe on its way in (numbers
 * stay numbers); the mark and the header only where the file starts.
 */
const written = (columns: readonly string[], start: boolean) => ({
  header: start,
  bom: start,
  columns: [...columns],
  record_delimiter: "windows" as const,
  quoted_match: /^\s|\s$/,
  cast: { string: (value: string, context: { header: boolean }) => (context.header ? value : neutraliseCell(value)) },
});

/** A whole file: the mark, the header line and each row. */
export function csvText(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows as CsvCell[][], written(columns, true));
}

/**
 * A file written in pieces (a streamed download that stringifies a chunk of rows at a time): the first piece starts
 * the file (the mark and the header), the others carry rows only.
 */
export function csvPiece(columns: readonly string[], rows: readonly (readonly CsvCell[])[], first: boolean): string {
  return stringify(rows as CsvCell[][], written(columns, first));
}

/** A stream of rows in, the file out (the mark first, then the header line): for a download read from a cursor. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringifyStream(written(columns, true));
}
