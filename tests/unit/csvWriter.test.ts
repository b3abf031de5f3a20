/**
 * The one CSV writer of the documents kit, read back as RFC 4180 and Excel read it (csv-parse, CRLF records only):
 * every file starts with the byte-order mark and ends each line in CRLF, whether written whole, in pieces or
 * streamed, and every text cell a spreadsheet would run as a formula is kept as text.
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { csvPiece, csvStream, csvText } from "~/kits/documents/csvWriter.server";
import { readCsvFile } from "../support/csvFiles";

const columns = ["Name", "Note"];
const rows = [
  ["Ana Díaz", "=HYPERLINK(1)"],
  [" Ben ", 3],
  ["Cleo", null],
];
const expected = [columns, ["Ana Díaz", "'=HYPERLINK(1)"], [" Ben ", "3"], ["Cleo", ""]];

describe("every CSV file the site writes", () => {
  it("written whole starts with the mark, ends each line in CRLF, keeps formulas as text and the accents", () => {
    const file = readCsvFile(Buffer.from(csvText(columns, rows)));
    expect(file.problems).toEqual([]);
    expect(file.rows).toEqual(expected);
  });

  it("written in pieces has the mark and the header once, at its start", () => {
    const text = csvPiece(columns, rows.slice(0, 1), true) + csvPiece(columns, rows.slice(1), false);
    const file = readCsvFile(Buffer.from(text));
    expect(file.problems).toEqual([]);
    expect(file.rows).toEqual(expected);
  });

  it("streamed from rows is the same file", async () => {
    const parts: Buffer[] = [];
    for await (const part of Readable.from(rows).pipe(csvStream(columns))) parts.push(part as Buffer);
    const file = Buffer.concat(parts);
    expect(file.toString("utf8")).toBe(csvText(columns, rows));
    expect(readCsvFile(file).problems).toEqual([]);
  });

  it("as it was before (LF, no mark) is told apart by the reader", () => {
    expect(readCsvFile(Buffer.from("Name,Note\nAna,1\nBen,2\n")).problems).toEqual([
      "the file does not start with the UTF-8 byte-order mark",
      "the last record does not end in CRLF",
      "some records end in a bare LF, not CRLF",
    ]);
  });
});
