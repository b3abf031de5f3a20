/**
 * Writes CRM records into the store as an upsert by id of the fields given: the importer writes every field of a
 * kind, a change pushed by the CRM only the fields it names (the others keep their values; a new id gets them
 * empty). The email field also writes its lookup key, `email_key`. Every write of records goes through here (CLI
 * import, staff upload, CRM push), so the rules that follow a write hold for all of them: an applicant whose
 * status changes is emailed in the same transaction (`statusNotice.server.ts`). The writer notes which fields any
 * write changed, so an import can say which columns of the store its file changed.
 */
import type { z } from "zod";
import { emailKey } from "~/portal/championLookup";
import type { RecordWriteSettings } from "~/server/platform/env.server";
import type { RecordKind } from "./schema.server";
import { afterContactWrite, beforeContactRemoval, statusBefore } from "./statusNotice.server";
import type { Db } from "./store.server";

type FieldName<K extends RecordKind> = K["fieldNames"][number];
/** A record that holds at least the fields being written (as the kind's schema or `schema.partial()` gives it). */
type Written<K extends RecordKind> = { id: string } & Partial<z.output<K["schema"]>>;

export type WriteOutcome = "created" | "updated" | "unchanged";

/** What a writer did, for the importer's and the push's answers. */
export type WriteCounts = {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  statusEmails: number;
};

export type RecordWriterOptions = {
  /** Where status emails link to and whether they are sent; without it no status email is written (unit tests). */
  notices?: RecordWriteSettings;
};

export function createRecordWriter<K extends RecordKind>(
  db: Db,
  kind: K,
  fields: readonly FieldName<K>[] = kind.fieldNames,
  options: RecordWriterOptions = {},
) {
  const writesEmail = kind.emailField !== undefined && (fields as readonly string[]).includes(kind.emailField);
  // Column names come from the schema, never from input; values are always bound parameters.
  const columns = ["id", ...fields, ...(writesEmail ? ["email_key"] : [])];
  const changed = columns.filter((column) => column !== "id");
  // The WHERE makes a write that changes nothing touch no row, so `changes` tells updated from unchanged.
  const statement = db.prepare(
    `INSERT INTO ${kind.table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})
     ON CONFLICT(id) DO ${
       changed.length
         ? `UPDATE SET ${changed.map((column) => `${column} = excluded.${column}`).join(", ")}
            WHERE ${changed.map((column) => `${kind.table}.${column} IS NOT excluded.${column}`).join(" OR ")}`
         : "NOTHING"
     }`,
  );
  // The stored values of the fields written, to tell which fields a write changes (`raw`: in `fields` order).
  const stored = db.prepare(`SELECT ${["id", ...fields].join(", ")} FROM ${kind.table} WHERE id = ?`).raw();
  const remove = db.prepare(`DELETE FROM ${kind.table} WHERE id = ?`);
  const watchesStatus = kind.table === "Contacts" && (fields as readonly string[]).includes("Status");
  const definitions = kind.fields as Record<string, { toColumn: (value: unknown) => string | number | null }>;
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, statusEmails: 0 };
  const changedFields = new Set<FieldName<K>>();
  return {
    counts,
    /** The fields whose stored value some write changed (a new record's filled fields among them). */
    changedFields,
    write(record: Written<K>): WriteOutcome {
      const values = record as Record<string, unknown>;
      const row = fields.map((name) => definitions[name]!.toColumn(values[name] ?? null));
      if (writesEmail) {
        const email = values[kind.emailField!];
        row.push(typeof email === "string" ? emailKey(email) : null);
      }
      const prior = watchesStatus ? statusBefore(db, record.id) : undefined;
      const before = stored.get(record.id) as unknown[] | undefined;
      const exists = before !== undefined;
      fields.forEach((name, index) => {
        if ((before ? before[index + 1] : null) !== row[index]) changedFields.add(name);
      });
      const touched = statement.run(record.id, ...row).changes > 0;
      const outcome: WriteOutcome = !exists ? "created" : touched ? "updated" : "unchanged";
      counts[outcome]++;
      if (prior && touched && afterContactWrite(db, record.id, prior, options.notices)) counts.statusEmails++;
      return outcome;
    },
    /** Removes the record with this id; false when there was none. */
    remove(id: string): boolean {
      if (kind.table === "Contacts") beforeContactRemoval(db, id);
      const removed = remove.run(id).changes > 0;
      if (removed) counts.deleted++;
      return removed;
    },
  };
}

export type RecordWriter = ReturnType<typeof createRecordWriter>;
