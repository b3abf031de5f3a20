/**
 * Loads CRM exports (one CSV per record kind, its columns named by the schema's fields) into the store, through
 * the one record writer (so an applicant whose status changes is emailed, whoever imports). A file changes only
 * the columns it has: a field without a column keeps its stored value, a present column's empty cell empties it
 * (as the CRM push keeps the fields it does not name). Each row is read by its kind's schema, field by field; the
 * whole run is one transaction, so a bad file changes nothing. A file must be UTF-8; its cells may be separated
 * by "," or ";" (Excel's choice in many languages), told from its header line. Rows are
 * streamed through csv-parse, so 100,000 inventory rows never sit in memory. A complete import also removes the
 * records of each imported kind that its file no longer holds, and refuses to remove more than half of them
 * unless told again (a truncated export must not wipe the store). Each import is written to the activity log.
 */
import { parse } from "csv-parse";
import { existsSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import { parseRecordWriteSettings, type RecordWriteSettings } from "~/platform/env.server";
import { maskEmailsIn } from "~/platform/log.server";
import { recordActivity } from "./activity.server";
import { delimiterOf, firstLineOf, NotUtf8, utf8Chunks } from "./csvFile.server";
import { createRecordWriter } from "./recordWriter.server";
import { isNumericField, readRecord, recordKinds, type RecordKind } from "./schema.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";

const idHeaders = ["id", "ID", "Record Id"];
/** Rows read before they are written together (the writer splits them into statements of its own size). */
const IMPORT_BATCH = 1000;

/** A file that cannot be imported, by its name and line. Email addresses in a quoted cell are masked. */
export class ImportError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(maskEmailsIn(`${file}, line ${line}: ${problem}`));
    this.name = "ImportError";
  }
}

/** A complete import whose file would remove more than half of its kind's records, not confirmed: nothing changed. */
export class LargeRemovalRefused extends Error {
  constructor(
    readonly file: string,
    readonly wouldRemove: number,
    readonly stored: number,
  ) {
    super(
      `${file} would remove ${wouldRemove} of the ${stored} records in the store, more than half; nothing was changed. ` +
        "If the export really is complete, import it again and confirm the removal.",
    );
    this.name = "LargeRemovalRefused";
  }
}

export type KindName = RecordKind["table"];

/** One export to import: its path on disk, its kind, and the name to report it by (the file's own by default). */
export type ImportFile = { path: string; kind: KindName; name?: string };

export type ImportOptions = {
  /** Who imports, for the activity log: "command line", or the staff member's address (staff read it there). */
  actor?: string;
  /** The files are the whole of their kinds: records absent from them are removed. */
  complete?: boolean;
  /** A complete import may remove more than half of a kind's records. */
  confirmLargeRemoval?: boolean;
  /** Status-email settings; read from the environment when not given. */
  notices?: RecordWriteSettings;
};

/** What an import did with one file. `deleted` is only ever non-zero in a complete import. */
export type FileImportResult = {
  file: string;
  kind: KindName;
  read: number;
  created: number;
  updated: number;
  deleted: number;
  statusEmails: number;
  /** The fields whose stored value the file changed in some record, in the schema's order. */
  columnsChanged: string[];
  /** Header columns that are neither the id nor a field of the kind: not read. */
  columnsIgnored: string[];
};

type NumberedRecord = { record: string[]; info: { lines: number } };

export function recordKindNamed(name: string): RecordKind | undefined {
  return recordKinds.find((kind) => kind.table === name);
}

/** The kind a CRM export is, by its file name (`Contacts.csv`, any case), or undefined. */
export function recordKindOfFile(fileName: string): RecordKind | undefined {
  const base = path.basename(fileName).toLowerCase();
  return recordKinds.find((kind) => kind.file.toLowerCase() === base);
}

const notUtf8 =
  'the file is not UTF-8 text (it holds a character saved in another encoding, such as Latin-1 or Windows "ANSI"). ' +
  'In Excel, choose File, Save As, "CSV UTF-8 (Comma delimited)", and import that file.';

async function importFile(db: Db, file: ImportFile, options: ImportOptions & { notices: RecordWriteSettings }) {
  const kind = recordKindNamed(file.kind)!;
  const name = file.name ?? path.basename(file.path);
  const delimiter = delimiterOf(firstLineOf(file.path));
  if (typeof delimiter !== "string") {
    throw new ImportError(
      name,
      1,
      `the cells are separated by ${delimiter.refused}; save the file as CSV, with commas or semicolons.`,
    );
  }
  const table = sql.table(kind.table);
  const stored = options.complete
    ? ((await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0)
    : 0;
  // A complete import notes each id it reads, to remove the stored records its file no longer holds: in a table of
  // the transaction's own connection (temporary on both engines).
  if (options.complete) {
    await sql`CREATE TEMP TABLE IF NOT EXISTS import_seen (id TEXT PRIMARY KEY)`.execute(db);
    await sql`DELETE FROM import_seen`.execute(db);
  }
  // Records are written a batch at a time (a few hundred round trips for 100,000 rows, not three a row): a bad row
  // still stops the file with its line, and the transaction undoes the batches before it.
  let pending: Parameters<ReturnType<typeof createRecordWriter>["write"]>[0][] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await writer!.writeMany(pending);
    if (options.complete) {
      const ids = sql.join(pending.map((record) => sql`(${record.id})`));
      await sql`INSERT INTO import_seen (id) VALUES ${ids} ON CONFLICT DO NOTHING`.execute(db);
    }
    pending = [];
  };
  // `info` gives each record the line it ends on (a quoted newline makes a record span lines), for error messages.
  const parser = parse({ bom: true, info: true, skip_empty_lines: true, delimiter });
  // A bad byte stops the file: the parser is destroyed with NotUtf8, which ends the loop below.
  pipeline(utf8Chunks(file.path), parser, () => {});
  let header: string[] | undefined;
  let idIndex = -1;
  let fields: RecordKind["fieldNames"][number][] = [];
  let fieldIndexes: number[] = [];
  let writer: ReturnType<typeof createRecordWriter> | undefined;
  let read = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<NumberedRecord>) {
      const line = info.lines;
      if (!header) {
        header = record.map((column) => column.trim());
        idIndex = header.findIndex((column) => idHeaders.includes(column));
        if (idIndex < 0) throw new ImportError(name, line, `no record id column (one of ${idHeaders.join(", ")}).`);
        const twice = header.find((column, index) => column !== "" && header!.indexOf(column) !== index);
        if (twice) throw new ImportError(name, line, `the column ${twice} appears twice.`);
        // Only the fields the file has are written: a field it leaves out keeps each record's stored value.
        fields = kind.fieldNames.filter((field) => header!.includes(field));
        fieldIndexes = fields.map((field) => header!.indexOf(field));
        writer = createRecordWriter(db, kind, fields, { notices: options.notices });
        continue;
      }
      const id = record[idIndex]?.trim() ?? "";
      if (id === "") throw new ImportError(name, line, "the record id is empty.");
      const cells = Object.fromEntries(fields.map((field, i) => [field, record[fieldIndexes[i]!] ?? ""]));
      if (delimiter === ";") {
        // "12,5" from a spreadsheet that writes decimal commas must not become 125.
        const comma = fields.find((field) => isNumericField(kind, field) && cells[field]!.includes(","));
        if (comma) {
          throw new ImportError(
            name,
            line,
            `${comma} "${cells[comma]!.slice(0, 60)}" has a comma, which in a file separated by semicolons may be a ` +
              "decimal comma: write the number without it (1200, or 12.5).",
          );
        }
      }
      const result = readRecord(kind, id, cells, fields);
      if ("problem" in result) {
        throw new ImportError(name, line, `${result.field} "${cells[result.field]!.slice(0, 60)}" ${result.problem}`);
      }
      pending.push(result.record);
      if (pending.length >= IMPORT_BATCH) await flush();
      read++;
    }
    await flush();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (error instanceof NotUtf8) throw new ImportError(name, error.line, notUtf8);
    const csvError = error as { lines?: number; message?: string };
    throw new ImportError(name, csvError.lines ?? 0, csvError.message ?? "the file could not be read.");
  } finally {
    parser.destroy();
  }
  if (!header || !writer) throw new ImportError(name, 1, "the file is empty (a header row is needed).");
  if (options.complete) {
    const absent = (
      await rows(db, sql<{ id: string }>`SELECT id FROM ${table} WHERE id NOT IN (SELECT id FROM import_seen)`)
    ).map((row) => row.id);
    if (absent.length * 2 > stored && !options.confirmLargeRemoval)
      throw new LargeRemovalRefused(name, absent.length, stored);
    for (const id of absent) await writer.remove(id);
  }
  const { created, updated, deleted, statusEmails } = writer.counts;
  const columnsChanged = fields.filter((field) => writer!.changedFields.has(field));
  const columnsIgnored = header.filter(
    (column, index) => index !== idIndex && column !== "" && !fields.includes(column as never),
  );
  return {
    file: name,
    kind: kind.table,
    read,
    created,
    updated,
    deleted,
    statusEmails,
    columnsChanged,
    columnsIgnored,
  };
}

/**
 * Imports the given exports in one transaction, upserting by id (re-running is harmless), and logs the import.
 * Throws ImportError naming the file and line, or LargeRemovalRefused, after rolling back everything it wrote.
 */
export async function importCrmFiles(
  db: Db,
  files: readonly ImportFile[],
  options: ImportOptions = {},
): Promise<FileImportResult[]> {
  for (const file of files) {
    if (!recordKindNamed(file.kind)) throw new Error(`Unknown record kind: ${file.kind}.`);
  }
  const kinds = files.map((file) => file.kind);
  const repeated = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
  if (repeated) throw new Error(`Two files hold ${repeated} records; import one file per kind.`);
  const settings = { ...options, notices: options.notices ?? parseRecordWriteSettings() };
  const results: FileImportResult[] = [];
  // Partners first, so the applicants of the same import are linked to the partner their organisation names.
  const order = [...files].sort((a, b) => Number(b.kind === "Partners") - Number(a.kind === "Partners"));
  await inTransaction(db, async (trx) => {
    for (const file of order) results[files.indexOf(file)] = await importFile(trx, file, settings);
    await recordActivity(trx, {
      kind: "import",
      actor: options.actor ?? "command line",
      summary: describeImport(results, Boolean(options.complete)),
      counts: totals(results),
    });
  });
  return results;
}

/**
 * Imports every known CSV present in `dir` (see `importCrmFiles`).
 */
export async function importCrmFolder(db: Db, dir: string, options: ImportOptions = {}): Promise<FileImportResult[]> {
  const present = recordKinds.filter((kind) => existsSync(path.join(dir, kind.file)));
  if (present.length === 0) {
    throw new Error(`No CRM export found in ${dir} (expected ${recordKinds.map((kind) => kind.file).join(", ")}).`);
  }
  return importCrmFiles(
    db,
    present.map((kind) => ({ path: path.join(dir, kind.file), kind: kind.table })),
    options,
  );
}

/** One line per file, as the CLI prints it. */
export function describeFileResult(result: FileImportResult): string {
  return (
    `${result.file}: ${result.read} read, ${result.created} created, ${result.updated} updated, ` +
    `${result.deleted} removed, ${result.statusEmails} status ${result.statusEmails === 1 ? "email" : "emails"} queued; ` +
    (result.columnsChanged.length ? `columns changed: ${result.columnsChanged.join(", ")}` : "no column changed") +
    (result.columnsIgnored.length ? `; columns not known, not read: ${result.columnsIgnored.join(", ")}` : "")
  );
}

function describeImport(results: readonly FileImportResult[], complete: boolean): string {
  return `${complete ? "Complete import" : "Import"} of ${results.map((result) => result.file).join(", ")}`;
}

function totals(results: readonly FileImportResult[]): Record<string, number> {
  const sum = (key: "read" | "created" | "updated" | "deleted" | "statusEmails") =>
    results.reduce((total, result) => total + result[key], 0);
  return {
    read: sum("read"),
    created: sum("created"),
    updated: sum("updated"),
    deleted: sum("deleted"),
    statusEmails: sum("statusEmails"),
  };
}
