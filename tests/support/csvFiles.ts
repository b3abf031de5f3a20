/**
 * A CSV download read back as RFC 4180 and Excel read it: the file starts with the UTF-8 byte-order mark, and every
 * record ends in CRLF, checked by csv-parse told that a record ends only at CRLF, and read again letting it find the
 * endings itself: both readings agree only when no record ends in a bare LF. Framework-neutral: a test asserts that
 * `problems` is empty and reads `rows`.
 */
import { parse } from "csv-parse/sync";

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function readCsvFile(bytes: Uint8Array): { rows: string[][]; problems: string[] } {
  const file = Buffer.from(bytes);
  const problems: string[] = [];
  if (!file.subarray(0, 3).equals(BOM)) problems.push("the file does not start with the UTF-8 byte-order mark");
  const text = file.toString("utf8");
  if (!text.endsWith("\r\n")) problems.push("the last record does not end in CRLF");
  let rows: string[][] = [];
  try {
    rows = parse(text, { bom: true, record_delimiter: "\r\n" }) as string[][];
  } catch (error) {
    problems.push(`csv-parse, records ending in CRLF only: ${(error as Error).message}`);
  }
  // Read again letting csv-parse find the line endings itself: more records means some ended in a bare LF (a bare LF
  // inside a quoted cell is the cell's own, and is read the same both ways).
  const anyEnding = parse(text, { bom: true, relax_column_count: true }) as string[][];
  if (anyEnding.length !== rows.length) problems.push("some records end in a bare LF, not CRLF");
  return { rows, problems };
}

/** The rows as records named by the header line. */
export function csvRecords(rows: string[][]): Record<string, string>[] {
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}
