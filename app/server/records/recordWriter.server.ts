/**
 * Writes CRM records into the store as an upsert by id of the fields given: the importer writes every field of a
 * kind, a change pushed by the CRM only the fields it names (the others keep their values). The email field also
 * writes its lookup key, `email_key`.
 */
import type { z } from "zod";
import { emailKey } from "~/portal/championLookup";
import type { RecordKind } from "./schema.server";
import type { Db } from "./store.server";

type FieldName<K extends RecordKind> = K["fieldNames"][number];
/** A record that holds at least the fields being written (as the kind's schema or `schema.partial()` gives it). */
type Written<K extends RecordKind> = { id: string } & Partial<z.output<K["schema"]>>;

export function createRecordWriter<K extends RecordKind>(db: Db, kind: K, fields: readonly FieldName<K>[] = kind.fieldNames) {
  const writesEmail = kind.emailField !== undefined && (fields as readonly string[]).includes(kind.emailField);
  // Column names come from the schema, never from input; values are always bound parameters.
  const columns = ["id", ...fields, ...(writesEmail ? ["email_key"] : [])];
  const updates = columns.filter((column) => column !== "id").map((column) => `${column} = excluded.${column}`);
  const statement = db.prepare(
    `INSERT INTO ${kind.table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})
     ON CONFLICT(id) DO ${updates.length ? `UPDATE SET ${updates.join(", ")}` : "NOTHING"}`,
  );
  const definitions = kind.fields as Record<string, { toColumn: (value: unknown) => string | number | null }>;
  return {
    write(record: Written<K>): void {
      const values = record as Record<string, unknown>;
      const row = fields.map((name) => definitions[name]!.toColumn(values[name] ?? null));
      if (writesEmail) {
        const email = values[kind.emailField!];
        row.push(typeof email === "string" ? emailKey(email) : null);
      }
      statement.run(record.id, ...row);
    },
  };
}
