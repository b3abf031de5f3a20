/**
 * Loads CRM exports (one CSV per record kind, its columns named by the schema's fields) into the store. Each row
 * is read by its kind's schema, field by field; the whole run is one transaction, so a bad file changes nothing. Rows are
 * streamed through csv-parse, so 100,000 inventory rows never sit in memory.
 */
import { parse } from "csv-parse";
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { createRecordWriter } from "./recordWriter.server";
import { readRecord, recordKinds, type RecordKind } from "./schema.server";
import type { Db } from "./store.server";

const idHeaders = ["id", "ID", "Record Id"];

export class ImportError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}, line ${line}: ${problem}`);
    this.name = "ImportError";
  }
}

export type ImportSummary = Record<string, number>;

type NumberedRecord = { record: string[]; info: { lines: number } };

async function importFile(db: Db, dir: string, kind: RecordKind): Promise<number> {
  const writer = createRecordWriter(db, kind);
  // `info` gives each record the line it ends on (a quoted newline makes a record span lines), for error messages.
  const parser = createReadStream(path.join(dir, kind.file)).pipe(parse({ bom: true, info: true, skip_empty_lines: true }));
  let header: string[] | undefined;
  let idIndex = -1;
  let fieldIndexes: number[] = [];
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<NumberedRecord>) {
      const line = info.lines;
      if (!header) {
        header = record.map((name) => name.trim());
        idIndex = header.findIndex((name) => idHeaders.includes(name));
        if (idIndex < 0) throw new ImportError(kind.file, line, `no record id column (one of ${idHeaders.join(", ")}).`);
        // A field without a column is empty in every row: an export may leave out fields it does not fill.
        fieldIndexes = kind.fieldNames.map((field) => header!.indexOf(field));
        continue;
      }
      const id = record[idIndex]?.trim() ?? "";
      if (id === "") throw new ImportError(kind.file, line, "the record id is empty.");
      const cells = Object.fromEntries(kind.fieldNames.map((field, i) => [field, record[fieldIndexes[i]!] ?? ""]));
      const read = readRecord(kind, id, cells);
      if ("problem" in read) {
        throw new ImportError(kind.file, line, `${read.field} "${cells[read.field]!.slice(0, 40)}" ${read.problem}`);
      }
      writer.write(read.record);
      count++;
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const csvError = error as { lines?: number; message?: string };
    throw new ImportError(kind.file, csvError.lines ?? 0, csvError.message ?? "the file could not be read.");
  }
  if (!header) throw new ImportError(kind.file, 1, "the file is empty (a header row is needed).");
  return count;
}

/**
 * Imports every known CSV present in `dir`, upserting by id (re-running is harmless). Throws ImportError
 * naming the file and line, after rolling back everything this run wrote.
 */
export async function importCrmFolder(db: Db, dir: string): Promise<ImportSummary> {
  const present = recordKinds.filter((kind) => existsSync(path.join(dir, kind.file)));
  if (present.length === 0) {
    throw new Error(`No CRM export found in ${dir} (expected ${recordKinds.map((kind) => kind.file).join(", ")}).`);
  }
  const summary: ImportSummary = {};
  // better-sqlite3's transaction() cannot span awaits; the connection is ours alone for the run.
  db.exec("BEGIN IMMEDIATE");
  try {
    for (const kind of present) summary[kind.file] = await importFile(db, dir, kind);
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
  return summary;
}
