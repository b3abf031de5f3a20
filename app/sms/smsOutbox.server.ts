/**
 * The texts outbox (decision 092), the mail outbox's twin: a text is written here in the same transaction as the
 * change that causes it, and the texts sender delivers it. States: pending → sending → sent; or expired (a sign-in
 * code never sent late); or refused (the provider refused it for good: a 4xx); or abandoned (it failed again and
 * again, or its send was interrupted: texts carry no id the provider could recognise a repeat by, so an interrupted
 * text is set aside rather than risk sending it twice); or stopped (the number sent STOP).
 */
import path from "node:path";
import { changes, engineOf, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { isStopped } from "./smsStops.server";

/**
 * What a text is about: `sign-in` (a six-digit code; expires), `application` (received, with its number),
 * `status` (a status change of one record: one waiting per record), `follow-up` (the link to the follow-up
 * questions; not kept once sent), `resume` (the link that brings a saved application back; not kept once sent), `class` (a class seat, waitlist place, offer or certificate, with its link; not
 * kept once sent), `inbox` (a contact message or board application received, to one who gave only a number),
 * `gift` (a year-end statement's link, to a donor who gave only a number; not kept once sent).
 */
export type TextKind =
  "sign-in" | "application" | "status" | "follow-up" | "resume" | "class" | "inbox" | "help" | "volunteer" | "gift";

/** Every state a text can be in, in the order a text passes through them. */
export const TEXT_STATES = ["pending", "sending", "sent", "expired", "abandoned", "refused", "stopped"] as const;
export type TextState = (typeof TEXT_STATES)[number];

/** Why a text to a stopped number is set aside, as its row and the staff console say. */
export const STOPPED_REASON = "The number sent STOP: no texts go to it until it sends START.";

/** A sent sign-in text keeps no copy of its code, nor a follow-up text its single-use link. */
export const SENT_CODE_REMOVED = "(The sign-in code in this text was removed from the store after sending.)";
export const SENT_LINK_REMOVED = "(The single-use link in this text was removed from the store after sending.)";

/** A text that must arrive however late (a status change) is never expired. */
export const NO_EXPIRY = Number.MAX_SAFE_INTEGER;

/** After this many failed attempts a text is set aside (abandoned). */
export const MAX_TEXT_ATTEMPTS = 8;

/** Without the provider's settings, the sender writes each text to `<id>.txt` here. */
export function fileTextFolder(dataDir: string): string {
  return path.join(dataDir, "sms-outbox");
}

/** `unansweredAt`: when a send of it first got no answer (it may have gone out), or null. */
export type OutboxText = {
  id: number;
  kind: TextKind;
  recipient: string;
  body: string;
  attempts: number;
  unansweredAt: number | null;
};

/**
 * Queues a text in the caller's transaction. To a number that sent STOP it is written already set aside, with the
 * reason, so staff see what was not sent and why; the result says which.
 */
export async function enqueueText(
  db: Db,
  text: { kind: TextKind; recipient: string; body: string; notAfter: number; recordId?: string },
  now = Date.now(),
): Promise<"queued" | "stopped"> {
  const stopped = await isStopped(db, text.recipient);
  await sql`INSERT INTO sms_outbox (kind, recipient, body, record_id, created_at, not_after, next_attempt_at, state,
       last_error)
     VALUES (${text.kind}, ${text.recipient}, ${text.body}, ${text.recordId ?? null}, ${now}, ${text.notAfter}, ${now},
       ${stopped ? "stopped" : "pending"}, ${stopped ? STOPPED_REASON : null})`.execute(db);
  return stopped ? "stopped" : "queued";
}

/** Sign-in codes texted to this number since then (for its limit). */
export async function codeTextsSince(db: Db, recipient: string, since: number): Promise<number> {
  const row = await firstRow(
    db,
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM sms_outbox
       WHERE recipient = ${recipient} AND kind = 'sign-in' AND created_at > ${since}`,
  );
  return Number(row?.n ?? 0);
}

/** Removes this record's status texts that have not gone out (a newer status replaces them). */
export function dropWaitingStatusTexts(db: Db, recordId: string): Promise<number> {
  return changes(
    db,
    sql`DELETE FROM sms_outbox WHERE record_id = ${recordId} AND kind = 'status' AND state = 'pending'`,
  );
}

/** A number sent STOP: what still waits for it is set aside with the reason. */
export function setAsideTextsTo(db: Db, recipient: string): Promise<number> {
  return changes(
    db,
    sql`UPDATE sms_outbox SET state = 'stopped', last_error = ${STOPPED_REASON}
       WHERE recipient = ${recipient} AND state = 'pending'`,
  );
}

export function expireStaleTexts(db: Db, now = Date.now()): Promise<number> {
  return changes(db, sql`UPDATE sms_outbox SET state = 'expired' WHERE state = 'pending' AND not_after <= ${now}`);
}

/**
 * Takes the next due text for this sender (pending → sending in one statement; on PostgreSQL a row another origin
 * holds is skipped), so origins sending at the same moment never take the same text.
 */
export async function claimNextText(db: Db, now = Date.now()): Promise<OutboxText | null> {
  const lock = engineOf(db) === "postgres" ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const row = await firstRow(
    db,
    sql<Omit<OutboxText, "unansweredAt"> & { unanswered_at: number | null }>`UPDATE sms_outbox
       SET state = 'sending', attempts = attempts + 1, claimed_at = ${now}
       WHERE id = (SELECT id FROM sms_outbox WHERE state = 'pending' AND next_attempt_at <= ${now} AND not_after > ${now}
                   ORDER BY next_attempt_at LIMIT 1 ${lock})
       RETURNING id, kind, recipient, body, attempts, unanswered_at`,
  );
  if (!row) return null;
  const { unanswered_at, ...text } = row;
  return { ...text, unansweredAt: unanswered_at == null ? null : Number(unanswered_at) };
}

export async function markTextSent(db: Db, id: number, providerId: string | null, now = Date.now()): Promise<void> {
  await sql`UPDATE sms_outbox SET state = 'sent', sent_at = ${now}, provider_id = ${providerId}, last_error = NULL,
       body = CASE WHEN kind = 'sign-in' THEN ${SENT_CODE_REMOVED}
         WHEN kind IN ('follow-up', 'resume', 'class', 'gift') THEN ${SENT_LINK_REMOVED} ELSE body END
     WHERE id = ${id}`.execute(db);
}

/**
 * Failed for now: tried again later, or set aside once it has failed MAX_TEXT_ATTEMPTS times. `unanswered` when the
 * provider gave no answer: the moment of the first such attempt is kept, and the sender asks before it sends again.
 */
export async function markTextRetry(
  db: Db,
  id: number,
  nextAttemptAt: number,
  error: string,
  unanswered = false,
): Promise<void> {
  const since = unanswered ? sql`COALESCE(unanswered_at, claimed_at)` : sql`unanswered_at`;
  await sql`UPDATE sms_outbox SET next_attempt_at = ${nextAttemptAt}, last_error = ${error.slice(0, 500)},
       unanswered_at = ${since},
       state = CASE WHEN attempts >= ${MAX_TEXT_ATTEMPTS} THEN 'abandoned' ELSE 'pending' END
     WHERE id = ${id}`.execute(db);
}

/** Set aside for good with its reason: refused by the provider, or the number stopped texts meanwhile. */
export async function markTextSetAside(db: Db, id: number, state: "refused" | "stopped", error: string) {
  await sql`UPDATE sms_outbox SET state = ${state}, last_error = ${error.slice(0, 500)} WHERE id = ${id}`.execute(db);
}

/** A claim older than any send can take was left by a sender that stopped mid-send: set aside, never sent twice. */
export function setAsideInterruptedTexts(db: Db, olderThan: number): Promise<number> {
  return changes(
    db,
    sql`UPDATE sms_outbox SET state = 'abandoned', claimed_at = NULL,
         last_error = 'Its send was interrupted; it may or may not have arrived, so it was not sent again.'
       WHERE state = 'sending' AND claimed_at < ${olderThan}`,
  );
}

export async function nextTextDueAt(db: Db): Promise<number | null> {
  const row = await firstRow(
    db,
    sql<{ due: number | null }>`SELECT MIN(next_attempt_at) AS due FROM sms_outbox WHERE state = 'pending'`,
  );
  return row?.due == null ? null : Number(row.due);
}

export type TextFigures = { byState: Record<TextState, number>; oldestWaitingSince: number | null };

/** How many texts are in each state, and since when the oldest waiting one has waited (the metrics, the console). */
export async function textFigures(db: Db, since = 0): Promise<TextFigures> {
  const byState = Object.fromEntries(TEXT_STATES.map((state) => [state, 0])) as TextFigures["byState"];
  const counted = await rows(
    db,
    sql<{ state: TextState; n: number }>`SELECT state, COUNT(*) AS n FROM sms_outbox
       WHERE created_at >= ${since} GROUP BY state`,
  );
  for (const { state, n } of counted) if (state in byState) byState[state] = Number(n);
  const oldest = await firstRow(
    db,
    sql<{ at: number | null }>`SELECT MIN(created_at) AS at FROM sms_outbox WHERE state = 'pending'`,
  );
  return { byState, oldestWaitingSince: oldest?.at == null ? null : Number(oldest.at) };
}

export type SetAsideText = { id: number; kind: TextKind; recipient: string; state: TextState; error: string | null };

/** The latest texts set aside (refused, abandoned, stopped), newest first, for the staff console's mail page. */
export function recentTextFailures(db: Db, limit: number): Promise<SetAsideText[]> {
  return rows(
    db,
    sql<SetAsideText>`SELECT id, kind, recipient, state, last_error AS error FROM sms_outbox
       WHERE state IN ('refused', 'abandoned', 'stopped') ORDER BY id DESC LIMIT ${limit}`,
  );
}
