/**
 * A change pushed by the CRM (`POST /api/crm/records`): records of one module to upsert and ids to delete, checked
 * whole before anything is written, then applied in one transaction through the record writer. A record sets the
 * fields it names and keeps the others (a webhook that sends three fields does not blank the rest); a new id gets
 * the absent fields empty; `deleted` is applied after the records. The same push twice leaves the same state.
 * Fields the schema does not know are ignored, as the importer ignores columns it does not know. A refusal quotes
 * the value it refuses, with email addresses in it masked (the sentence is also logged).
 */
import { z } from "zod";
import { recordActivity } from "~/kits/records/activity.server";
import { createRecordWriter, type RecordWriter } from "~/kits/records/recordWriter.server";
import { recordKinds, type RecordKind } from "~/kits/records/schema.server";
import { engineOf, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import type { RecordWriteSettings } from "~/platform/env.server";
import { maskEmailsIn } from "~/platform/log.server";

export const PUSH_MAX_RECORDS = 5_000;

/** Names the CRM may give a record's id (as the importer's id columns). */
const idKeys = ["id", "ID", "Record Id"] as const;

const moduleNames = recordKinds.map((kind) => kind.table) as [RecordKind["table"], ...RecordKind["table"][]];

const pushBody = z
  .object(
    {
      module: z.enum(moduleNames, {
        errorMap: () => ({ message: `must be one of ${moduleNames.join(", ")}` }),
      }),
      records: z.array(z.record(z.unknown()), { invalid_type_error: "must be a list of records" }).optional(),
      deleted: z
        .array(z.string({ invalid_type_error: "must be record ids (text)" }).trim().min(1, "holds an empty id"), {
          invalid_type_error: "must be a list of record ids",
        })
        .optional(),
    },
    { invalid_type_error: "The body must be a JSON object." },
  )
  .strict("unknown key: the body holds module, records and deleted")
  .refine((body) => body.records !== undefined || body.deleted !== undefined, {
    message: "give records, deleted or both",
  });

type ValidPush = {
  kind: RecordKind;
  records: { id: string; values: Record<string, unknown>; fields: string[] }[];
  deleted: string[];
};

export type PushCheck = { ok: true; push: ValidPush } | { ok: false; status: 400 | 413; error: string };

/** A refused value as the sentence quotes it: text in quotes, cut at 60 characters; anything else as JSON. */
function quoted(value: unknown): string {
  const text =
    typeof value === "string" ? `"${value.slice(0, 60)}"` : (JSON.stringify(value) ?? String(value)).slice(0, 60);
  return maskEmailsIn(text);
}

function zodProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Checks a parsed JSON body; the error names the record (1-based, and its index in `records`) and the field. */
export function checkPush(body: unknown): PushCheck {
  const parsed = pushBody.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: zodProblem(parsed.error) };
  const { module, records = [], deleted = [] } = parsed.data;
  if (records.length > PUSH_MAX_RECORDS || deleted.length > PUSH_MAX_RECORDS) {
    return {
      ok: false,
      status: 413,
      error: `At most ${PUSH_MAX_RECORDS} records and ${PUSH_MAX_RECORDS} deleted ids a request; send them in parts.`,
    };
  }
  const kind = recordKinds.find((candidate) => candidate.table === module)!;
  const schema = (kind.schema as z.AnyZodObject).partial().required({ id: true });
  const valid: ValidPush["records"] = [];
  for (const [index, record] of records.entries()) {
    const at = `record ${index + 1} (records[${index}])`;
    const ids = idKeys.filter((key) => key in record);
    if (ids.length === 0) return { ok: false, status: 400, error: `${at}: no id (give it as ${idKeys.join(", ")}).` };
    if (ids.length > 1 && new Set(ids.map((key) => record[key])).size > 1) {
      return { ok: false, status: 400, error: `${at}: ${ids.join(" and ")} differ.` };
    }
    const fields = kind.fieldNames.filter((name) => name in record);
    const input = Object.fromEntries([["id", record[ids[0]!]], ...fields.map((name) => [name, record[name]])]);
    const result = schema.safeParse(input);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = String(issue.path[0] ?? "id");
      if (field === "id") {
        const problem = issue.code === "invalid_type" ? "the record id must be text." : issue.message;
        return { ok: false, status: 400, error: `${at}, field id: ${problem}` };
      }
      return { ok: false, status: 400, error: `${at}, field ${field}: ${quoted(input[field])} ${issue.message}` };
    }
    valid.push({ id: result.data.id as string, values: result.data, fields });
  }
  return { ok: true, push: { kind, records: valid, deleted } };
}

export type PushResult = { upserted: number; deleted: number; created: number; updated: number; statusEmails: number };

/**
 * Applicants are locked in this many groups (by a hash of the id): a push of 5,000 applicants takes at most this
 * many locks, well inside PostgreSQL's shared lock table, and two pushes that share no group never wait.
 */
const APPLICANT_LOCK_GROUPS = 1024;

/**
 * On PostgreSQL, makes a push wait for any other push of the same applicants until that one commits (decision 107):
 * the writer reads an applicant's status before it writes, and a status read while another push was changing it
 * would send the applicant a second email about the change. The groups are taken in order, so two pushes never hold
 * one each and wait for the other. A new applicant's id is locked as well as one already stored. SQLite's write
 * transactions already run one at a time.
 */
async function lockApplicants(trx: Db, push: ValidPush): Promise<void> {
  if (push.kind.table !== "Contacts" || engineOf(trx) !== "postgres") return;
  const ids = [...push.records.map((record) => record.id), ...push.deleted];
  await sql`SELECT pg_advisory_xact_lock(hashtext('crm-push-applicant'), grp)
     FROM (SELECT DISTINCT hashtext(id) & ${APPLICANT_LOCK_GROUPS - 1} AS grp FROM unnest(${ids}::text[]) AS given(id)
           ORDER BY grp) AS groups`.execute(trx);
}

/** Applies a checked push in one transaction and logs it in the activity log (actor "crm"). */
export function applyPush(db: Db, push: ValidPush, notices: RecordWriteSettings): Promise<PushResult> {
  return inTransaction(db, async (trx) => {
    await lockApplicants(trx, push);
    // One writer per set of fields named, so each statement sets exactly the fields its records carry.
    const writers = new Map<string, RecordWriter>();
    const writerFor = (fields: string[]) => {
      const key = fields.join(",");
      let writer = writers.get(key);
      if (!writer) {
        writer = createRecordWriter(trx, push.kind, fields as RecordKind["fieldNames"], { notices }) as RecordWriter;
        writers.set(key, writer);
      }
      return writer;
    };
    for (const record of push.records) await writerFor(record.fields).write(record.values as { id: string });
    const remover = writerFor([]);
    for (const id of push.deleted) await remover.remove(id);
    const sum = (key: "created" | "updated" | "deleted" | "statusEmails") =>
      [...writers.values()].reduce((total, writer) => total + writer.counts[key], 0);
    const result: PushResult = {
      upserted: push.records.length,
      deleted: sum("deleted"),
      created: sum("created"),
      updated: sum("updated"),
      statusEmails: sum("statusEmails"),
    };
    await recordActivity(trx, {
      kind: "push",
      actor: "crm",
      summary:
        `The CRM sent ${push.records.length} ${push.kind.table} ${push.records.length === 1 ? "record" : "records"}` +
        (push.deleted.length ? `, ${push.deleted.length} to delete` : ""),
      counts: { ...result },
    });
    return result;
  });
}
