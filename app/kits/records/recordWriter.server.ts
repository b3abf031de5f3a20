/**
 * Writes CRM records into the store as an upsert by id of the fields given: the importer writes every field of a
 * kind, a change pushed by the CRM only the fields it names (the others keep their values; a new id gets them
 * empty). The email field also writes its lookup key, `email_key`. Every write of records goes through here (CLI
 * import, staff upload, CRM push), so the rules that follow a write hold for all of them: an applicant whose
 * status changes is emailed in the same transaction (`statusNotice.server.ts`), and an applicant who arrives naming
 * an organisation, or whose organisation the write changes, is linked to the one partner of that name, once
 * (`Contacts.partner_id`, decision 083). The writer notes which fields any write changed, so an import can say which
 * columns of the store its file changed.
 */
import type { z } from "zod";
import { emailKey } from "~/kits/records/championLookup";
import type { RecordWriteSettings } from "~/platform/env.server";
import type { RecordKind } from "./schema.server";
import { partnerIdForName, partnersByKey } from "~/partners/server/partnerApplicants.server";
import { afterContactWrite, beforeContactRemoval, statusBefore } from "./statusNotice.server";
import { changes, firstRow, sql, type Db } from "~/db/engine.server";

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
  const table = sql.table(kind.table);
  const columnList = sql.join(columns.map((column) => sql.id(column)));
  // The WHERE makes a write that changes nothing touch no row, so the count tells updated from unchanged.
  const onConflict = changed.length
    ? sql`DO UPDATE SET ${sql.join(changed.map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`))}
        WHERE ${sql.join(
          changed.map((column) => sql`${table}.${sql.id(column)} IS DISTINCT FROM excluded.${sql.id(column)}`),
          sql` OR `,
        )}`
    : sql`DO NOTHING`;
  // The stored values of the fields written, to tell which fields a write changes.
  const storedList = sql.join(fields.map((column) => sql.id(column)));
  const watchesStatus = kind.table === "Contacts" && (fields as readonly string[]).includes("Status");
  const linksPartner = kind.table === "Contacts" && (fields as readonly string[]).includes("Nominating_Organization");
  // The partners by name, read once per writer (an import's Partners file is written before its Contacts file).
  let partners: Awaited<ReturnType<typeof partnersByKey>> | undefined;
  const definitions = kind.fields as Record<string, { toColumn: (value: unknown) => string | number | null }>;
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, statusEmails: 0 };
  const changedFields = new Set<FieldName<K>>();
  return {
    counts,
    /** The fields whose stored value some write changed (a new record's filled fields among them). */
    changedFields,
    async write(record: Written<K>): Promise<WriteOutcome> {
      const values = record as Record<string, unknown>;
      const row = fields.map((name) => definitions[name]!.toColumn(values[name] ?? null));
      if (writesEmail) {
        const email = values[kind.emailField!];
        row.push(typeof email === "string" ? emailKey(email) : null);
      }
      const prior = watchesStatus ? await statusBefore(db, record.id) : undefined;
      const before = fields.length
        ? await firstRow(db, sql<Record<string, unknown>>`SELECT ${storedList} FROM ${table} WHERE id = ${record.id}`)
        : await firstRow(db, sql<Record<string, unknown>>`SELECT id FROM ${table} WHERE id = ${record.id}`);
      const exists = before !== undefined;
      fields.forEach((name, index) => {
        if ((before ? before[name] : null) !== row[index]) changedFields.add(name);
      });
      const touched =
        (await changes(
          db,
          sql`INSERT INTO ${table} (${columnList}) VALUES (${sql.join([record.id, ...row])}) ON CONFLICT(id) ${onConflict}`,
        )) > 0;
      const outcome: WriteOutcome = !exists ? "created" : touched ? "updated" : "unchanged";
      const organization = values.Nominating_Organization ?? null;
      // The name is matched once: a record that arrives, or whose organisation this write changes. A later rename
      // of a partner, or the same name sent again, keeps the id the applicant has.
      if (linksPartner && (before ? before.Nominating_Organization !== organization : organization !== null)) {
        partners ??= await partnersByKey(db);
        const partnerId = partnerIdForName(partners, organization as string | null);
        await sql`UPDATE "Contacts" SET partner_id = ${partnerId} WHERE id = ${record.id}`.execute(db);
      }
      counts[outcome]++;
      if (prior && touched && (await afterContactWrite(db, record.id, prior, options.notices))) counts.statusEmails++;
      return outcome;
    },
    /** Removes the record with this id; false when there was none. */
    async remove(id: string): Promise<boolean> {
      if (kind.table === "Contacts") await beforeContactRemoval(db, id);
      const removed = (await changes(db, sql`DELETE FROM ${table} WHERE id = ${id}`)) > 0;
      if (removed) counts.deleted++;
      return removed;
    },
  };
}

export type RecordWriter = ReturnType<typeof createRecordWriter>;
