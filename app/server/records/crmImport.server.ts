/**
 * Loads CRM exports (one CSV per record kind) into the store. The whole run is one transaction, so a bad
 * file changes nothing; rows are streamed through csv-parse, so 100,000 inventory rows never sit in memory.
 */
import { parse } from "csv-parse";
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { emailKey } from "~/portal/championLookup";
import type { Db } from "./store.server";

type Kind = { file: string; table: string; fields: string[]; emailField?: string };

export const crmFiles: Kind[] = [
  { file: "Champions.csv", table: "Champions", fields: ["Name", "Email", "Champion_Type"], emailField: "Email" },
  {
    file: "Contacts.csv",
    table: "Contacts",
    emailField: "Email",
    fields: [
      "Full_Name", "Email", "Phone", "Status", "Denial_Reason", "Nominating_Organization", "Recommenders_Name",
      "Recommenders_Last_Name", "Recommenders_Email", "Laptop_Quantity", "Desktop_Quantity", "Tablet_Quantity",
    ],
  },
  {
    file: "Computer_Donors.csv",
    table: "Computer_Donors",
    emailField: "Email",
    fields: [
      "Company", "Name", "Email", "Phone", "Location", "Mailing_Street", "Mailing_City", "Mailing_State",
      "Mailing_Zip", "Donor_ID", "Status",
    ],
  },
  {
    file: "Computer_Inventory.csv",
    table: "Computer_Inventory",
    fields: [
      "Model", "Status", "Computer_Type", "Location", "Date_Added", "Date_Donated", "Date_Recycled", "Weight",
      "Recipient", "Donor_ID",
    ],
  },
];

const idHeaders = ["id", "ID", "Record Id"];

export class ImportError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}, line ${line}: ${problem}`);
    this.name = "ImportError";
  }
}

export type ImportSummary = Record<string, number>;

type NumberedRecord = { record: string[]; info: { lines: number } };

/** `Champion_Type` holds its choices separated by ";". */
export function splitChoices(value: string): string[] {
  return value.split(";").map((part) => part.trim()).filter(Boolean);
}

/** A weight as the CRM writes it ("12.5", "1,200"); empty is unknown. Anything else is a bad line. */
export function parseWeight(value: string): number | null | "invalid" {
  const text = value.trim().replace(/,/g, "");
  if (text === "") return null;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? number : "invalid";
}

function convert(field: string, raw: string, file: string, line: number): string | number | null {
  if (field === "Champion_Type") return JSON.stringify(splitChoices(raw));
  if (field === "Weight") {
    const weight = parseWeight(raw);
    if (weight === "invalid") throw new ImportError(file, line, `Weight "${raw.slice(0, 40)}" is not a number of pounds.`);
    return weight;
  }
  const text = raw.trim();
  return text === "" ? null : text;
}

async function importFile(db: Db, dir: string, kind: Kind): Promise<number> {
  const file = path.join(dir, kind.file);
  const columns = ["id", ...kind.fields, ...(kind.emailField ? ["email_key"] : [])];
  const updates = columns.filter((column) => column !== "id").map((column) => `${column} = excluded.${column}`);
  const upsert = db.prepare(
    `INSERT INTO ${kind.table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})
     ON CONFLICT(id) DO UPDATE SET ${updates.join(", ")}`,
  );
  // `info` gives each record the line it ends on (a quoted newline makes a record span lines), for error messages.
  const parser = createReadStream(file).pipe(parse({ bom: true, info: true, skip_empty_lines: true }));
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
        fieldIndexes = kind.fields.map((field) => header!.indexOf(field));
        continue;
      }
      const id = record[idIndex]?.trim() ?? "";
      if (id === "") throw new ImportError(kind.file, line, "the record id is empty.");
      const values = kind.fields.map((field, i) => convert(field, record[fieldIndexes[i]!] ?? "", kind.file, line));
      if (kind.emailField) {
        const email = record[fieldIndexes[kind.fields.indexOf(kind.emailField)]!] ?? "";
        values.push(email.trim() === "" ? null : emailKey(email));
      }
      upsert.run(id, ...values);
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
  const present = crmFiles.filter((kind) => existsSync(path.join(dir, kind.file)));
  if (present.length === 0) {
    throw new Error(`No CRM export found in ${dir} (expected ${crmFiles.map((kind) => kind.file).join(", ")}).`);
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
