/**
 * The outbox as the staff console shows it: how many messages waited, went out or were set aside lately, the
 * latest failures, the messages to one person, and sending a set-aside message again. A message is never resent
 * after its `not_after` (a sign-in link would arrive expired), nor a status email a newer one for the same record has
 * replaced. Staff see whole addresses; only log lines mask them.
 */
import { emailKey } from "~/kits/records/championLookup";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { wakeMailSender } from "~/mail/sender.server";

export type OutboxCounts = { waiting: number; sent: number; setAside: number };

/** Set aside: expired before it could go out, or interrupted mid-send again and again. */
const SET_ASIDE = sql`('expired', 'abandoned')`;

export async function outboxCounts(db: Db, since: number): Promise<OutboxCounts> {
  const row = await firstRow(
    db,
    sql<OutboxCounts>`SELECT COALESCE(SUM(CASE WHEN state IN ('pending', 'sending') THEN 1 ELSE 0 END), 0) AS waiting,
         COALESCE(SUM(CASE WHEN state = 'sent' THEN 1 ELSE 0 END), 0) AS sent,
         COALESCE(SUM(CASE WHEN state IN ${SET_ASIDE} THEN 1 ELSE 0 END), 0) AS "setAside"
       FROM mail_outbox WHERE created_at >= ${since}`,
  );
  return row ?? { waiting: 0, sent: 0, setAside: 0 };
}

export type MailFailure = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  state: string;
  attempts: number;
  error: string | null;
  createdAt: number;
  /** Why it cannot be sent again, or null when it can (set aside, still in time, not replaced). */
  cannotResend: string | null;
};

type FailureRow = Omit<MailFailure, "to" | "cannotResend"> & {
  recipient: string;
  notAfter: number;
  replaced: number | boolean;
};

export const resendRefusals = {
  waiting: "It is still waiting to be sent; the sender retries it on its own.",
  expired: "The sign-in link in it has expired; the person can ask for a new one.",
  replaced: "A newer status email to this applicant has replaced it.",
  unknown: "There is no such message set aside.",
} as const;

function whyNot(row: { state: string; notAfter: number; replaced: number | boolean }, now: number): string | null {
  if (row.state === "pending" || row.state === "sending") return resendRefusals.waiting;
  if (row.state !== "expired" && row.state !== "abandoned") return resendRefusals.unknown;
  if (row.notAfter <= now) return resendRefusals.expired;
  if (row.replaced) return resendRefusals.replaced;
  return null;
}

const failureColumns = sql`id, kind, recipient, subject, state, attempts, last_error AS error,
  created_at AS "createdAt", not_after AS "notAfter",
  (kind = 'status' AND EXISTS (SELECT 1 FROM mail_outbox newer
     WHERE newer.kind = 'status' AND newer.record_id = mail_outbox.record_id AND newer.id > mail_outbox.id)) AS replaced`;

/** The newest failures first: set aside, or with an error from a send that is still being retried. */
export async function recentMailFailures(db: Db, limit = 50, now = Date.now()): Promise<MailFailure[]> {
  const found = await rows(
    db,
    sql<FailureRow>`SELECT ${failureColumns} FROM mail_outbox
       WHERE state IN ${SET_ASIDE} OR (last_error IS NOT NULL AND state <> 'sent')
       ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return found.map(({ recipient, notAfter, replaced, ...row }) => ({
    ...row,
    to: recipient,
    cannotResend: whyNot({ state: row.state, notAfter, replaced }, now),
  }));
}

/** Puts a set-aside message back in the queue; the sentence that says why not, or null when it is queued. */
export function resendMail(db: Db, id: number, now = Date.now()): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const row = await firstRow(trx, sql<FailureRow>`SELECT ${failureColumns} FROM mail_outbox WHERE id = ${id}`);
    if (!row) return resendRefusals.unknown;
    const refusal = whyNot(row, now);
    if (refusal) return refusal;
    await sql`UPDATE mail_outbox SET state = 'pending', next_attempt_at = ${now}, claimed_at = NULL
       WHERE id = ${id}`.execute(trx);
    afterCommit(trx, wakeMailSender);
    return null;
  });
}

/** One message to a person, as the staff search by address lists it. */
export type MailToPerson = {
  id: number;
  kind: string;
  subject: string;
  state: string;
  attempts: number;
  error: string | null;
  createdAt: number;
  sentAt: number | null;
};

/**
 * The newest messages to this address (any letter case), sent or not, that the purge has not yet removed: it reads
 * the outbox's index by email key.
 */
export function mailToAddress(db: Db, address: string, limit = 50): Promise<MailToPerson[]> {
  return rows(
    db,
    sql<MailToPerson>`SELECT id, kind, subject, state, attempts, last_error AS error, created_at AS "createdAt",
         sent_at AS "sentAt"
       FROM mail_outbox WHERE email_key = ${emailKey(address)} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}
