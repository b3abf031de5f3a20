/**
 * Writes CRM records into the store as an upsert by id of the fields given: the importer writes every field of a
 * kind, a change pushed by the CRM only the fields it names (the others keep their values; a new id gets them
 * empty). The email field also writes its lookup key, `email_key`. Every write of records goes through here (CLI
 * import, staff upload, CRM push), so the rules that follow a write hold for all of them: an applicant whose
 * status changes is emailed in the same transaction (`statusNotice.server.ts`), and an applicant who arrives naming
 * an organisation, or whose organisation the write changes, is linked to the one partner of that name, once
 * (`Contacts.partner_id`, decision 083). The writer notes which fields any write changed, so an import can say which
 * columns of the store its file changed. A command that has already read the record under its lock (a staff
 * decision) hands it to `write`, which then reads nothing: the record is read once per command.
 */
import type { z } from "zod";
import { emailKey } from "~/kits/records/championLookup";
import type { RecordKind } from "./schema.server";
import { partnerIdForName, partnersByKey } from "./partnerNames.server";
import { afterContactWrite, beforeContactRemoval, type StatusNotices } from "./statusNotice.server";
import { changes, engineOf, rows, sql, type Db } from "~/db/engine.server";

type FieldName<K extends RecordKind> = K["fieldNames"][number];
/** A record that holds at least the fields being written (as the kind's schema or `schema.partial()` gives it). */
type Written<K extends RecordKind> = { id: string } & Partial<z.output<K["schema"]>>;
/**
 * The record as the caller read it in this transaction, under its lock: at least the fields written; for an
 * applicant (Contacts) the whole record, which its status email is written from.
 */
type Stored<K extends RecordKind> = Partial<z.output<K["schema"]>>;

/**
 * A batch's bound values stay under both engines' limits (SQLite's 32,766 parameters, PostgreSQL's 65,535), and a
 * batch is a few hundred records: past that a larger statement saves nothing measurable.
 */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH = 500;

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
  notices?: StatusNotices;
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
  const definitions = kind.fields as Record<
    string,
    { toColumn: (value: unknown) => string | number | null; columnType?: string }
  >;
  /**
   * PostgreSQL takes a batch as one array per column (`unnest`): a few parameters instead of thousands, which it
   * parses and binds far faster than a VALUES list of hundreds of rows; SQLite, in the process, takes the VALUES.
   */
  const asArrays = engineOf(db) === "postgres";
  const arrayTypes = columns.map((column) => sql.raw(`${definitions[column]?.columnType ?? "text"}[]`));
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0, statusEmails: 0 };
  const changedFields = new Set<FieldName<K>>();
  const linksPartner = kind.table === "Contacts" && (fields as readonly string[]).includes("Nominating_Organization");
  // The partners by name, read once per writer (an import's Partners file is written before its Contacts file).
  let partners: Awaited<ReturnType<typeof partnersByKey>> | undefined;
  const batchSize = Math.min(MAX_BATCH, Math.max(1, Math.floor(MAX_PARAMETERS / columns.length)));

  /** The stored values of the fields written, as the columns hold them: the caller's record, or read by id. */
  async function storedColumns(ids: readonly string[], known?: Stored<K>): Promise<Record<string, unknown>[]> {
    if (known) {
      const given = known as Record<string, unknown>;
      const missing = fields.find((name) => !(name in given));
      if (missing) throw new Error(`The stored ${kind.table} record handed to the writer lacks ${missing}`);
      return [Object.fromEntries([["id", ids[0]], ...fields.map((name) => [name, column(name, given[name])])])];
    }
    const idMatch = asArrays ? sql`id = ANY(${ids}::text[])` : sql`id IN (${sql.join(ids)})`;
    return rows(
      db,
      fields.length
        ? sql<Record<string, unknown>>`SELECT id, ${storedList} FROM ${table} WHERE ${idMatch}`
        : sql<Record<string, unknown>>`SELECT id FROM ${table} WHERE ${idMatch}`,
    );
  }

  const column = (name: string, value: unknown) => definitions[name]!.toColumn(value ?? null);

  /**
   * Writes records none of which shares an id with another, in one read and one upsert; `known`, the one record's
   * stored state the caller read (then nothing is read).
   */
  async function writeBatch(batch: readonly Written<K>[], known?: Stored<K>): Promise<WriteOutcome[]> {
    const ids = batch.map((record) => record.id);
    const stored = await storedColumns(ids, known);
    const before = new Map(stored.map((row) => [row.id as string, row]));
    const values = batch.map((record) => {
      const given = record as Record<string, unknown>;
      const row = fields.map((name) => column(name, given[name]));
      if (writesEmail) {
        const email = given[kind.emailField!];
        row.push(typeof email === "string" ? emailKey(email) : null);
      }
      const old = before.get(record.id);
      fields.forEach((name, index) => {
        if ((old ? old[name] : null) !== row[index]) changedFields.add(name);
      });
      return [record.id, ...row];
    });
    const given = asArrays
      ? sql`SELECT * FROM unnest(${sql.join(
          columns.map((_, index) => sql`${values.map((row) => row[index])}::${arrayTypes[index]}`),
        )})`
      : sql`VALUES ${sql.join(values.map((row) => sql`(${sql.join(row)})`))}`;
    const touched = new Set(
      (
        await rows(
          db,
          sql<{ id: string }>`INSERT INTO ${table} (${columnList}) ${given}
            ON CONFLICT(id) ${onConflict} RETURNING id`,
        )
      ).map((row) => row.id),
    );
    const outcomes: WriteOutcome[] = [];
    for (const id of ids) {
      const old = before.get(id);
      const outcome: WriteOutcome = !old ? "created" : touched.has(id) ? "updated" : "unchanged";
      counts[outcome]++;
      outcomes.push(outcome);
      // The stored Status read above is the applicant's status before the write.
      const prior = watchesStatus && old ? { status: old.Status as string | null } : undefined;
      // The applicant as the write left it, when the caller handed in what was stored: not read again.
      const after = known && ({ ...known, ...batch[0] } as Record<string, unknown>);
      if (prior && touched.has(id) && (await afterContactWrite(db, id, prior, options.notices, after)))
        counts.statusEmails++;
    }
    if (linksPartner) await linkPartners(batch, before);
    return outcomes;
  }

  /**
   * The name is matched once: a record that arrives, or whose organisation this write changes. A later rename of a
   * partner, or the same name sent again, keeps the id the applicant has.
   */
  async function linkPartners(batch: readonly Written<K>[], before: Map<string, Record<string, unknown>>) {
    for (const record of batch) {
      const organization = ((record as Record<string, unknown>).Nominating_Organization ?? null) as string | null;
      const old = before.get(record.id);
      if (old ? old.Nominating_Organization === organization : organization === null) continue;
      partners ??= await partnersByKey(db);
      const partnerId = partnerIdForName(partners, organization);
      await sql`UPDATE "Contacts" SET partner_id = ${partnerId} WHERE id = ${record.id}`.execute(db);
    }
  }

  return {
    counts,
    /** The fields whose stored value some write changed (a new record's filled fields among them). */
    changedFields,
    /** Writes one record; `stored`, the record as this transaction read it under its lock, spares a read. */
    async write(record: Written<K>, stored?: Stored<K>): Promise<WriteOutcome> {
      return (await writeBatch([record], stored))[0]!;
    },
    /**
     * Writes records as `write` would one after another, a few hundred to a statement (an import's 100,000 rows
     * are a few hundred round trips, not 300,000): a batch ends before an id it already holds, so a record given
     * twice is written twice, in order.
     */
    async writeMany(records: readonly Written<K>[]): Promise<WriteOutcome[]> {
      const outcomes: WriteOutcome[] = [];
      let batch: Written<K>[] = [];
      let ids = new Set<string>();
      for (const record of records) {
        if (batch.length >= batchSize || ids.has(record.id)) {
          outcomes.push(...(await writeBatch(batch)));
          batch = [];
          ids = new Set();
        }
        batch.push(record);
        ids.add(record.id);
      }
      if (batch.length > 0) outcomes.push(...(await writeBatch(batch)));
      return outcomes;
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
