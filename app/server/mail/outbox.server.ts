/**
 * The outbox table: sign-in writes a message here in the same transaction as its token, and the sender
 * delivers it. States: pending → sending → sent; or expired (never sent late); or abandoned (the process
 * stopped mid-send, so it may have gone out: not resent, to never send twice); or refused (the receiving side
 * answered with a permanent 5xx: retrying would only be refused again). A message is about a sign-in link
 * (`sign-in`, the default) or a status change of one record (`status`, with its `record_id`).
 */
import path from "node:path";
import type { Db } from "~/server/records/store.server";

export type MailKind = "sign-in" | "status";

/** Without SMTP_URL, the sender writes each message to `<id>.eml` here; the purge removes them like sent rows. */
export function fileOutboxFolder(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export const FILE_OUTBOX_SUFFIX = ".eml";

/** A message that must arrive however late (a status change) is never expired. */
export const NO_EXPIRY = Number.MAX_SAFE_INTEGER;

export type OutboxMessage = {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  not_after: number;
  attempts: number;
  /** Given at the first attempt the sender makes and kept for every retry (`claimNextMail`). */
  message_id: string | null;
};

export function enqueueMail(
  db: Db,
  message: {
    emailKey: string;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    notAfter: number;
    kind?: MailKind;
    recordId?: string;
  },
  now = Date.now(),
) {
  db.prepare(
    `INSERT INTO mail_outbox
       (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at, kind, record_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.emailKey,
    message.recipient,
    message.subject,
    message.text,
    message.html,
    now,
    message.notAfter,
    now,
    message.kind ?? "sign-in",
    message.recordId ?? null,
  );
}

/** A sign-in link for this address that is still waiting to go out: a new request reuses it. */
export function hasPendingMail(db: Db, emailKey: string, now = Date.now()): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM mail_outbox
       WHERE email_key = ? AND kind = 'sign-in' AND state IN ('pending', 'sending') AND not_after > ?`,
    )
    .get(emailKey, now);
  return Boolean(row);
}

/** Sign-in links written for this address since then (status emails do not count against its limit). */
export function mailsSince(db: Db, emailKey: string, since: number): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE email_key = ? AND kind = 'sign-in' AND created_at > ?")
    .get(emailKey, since);
  return (row as { n: number }).n;
}

/** Removes this record's status emails that have not gone out (one being sent now is left to finish). */
export function dropWaitingStatusMail(db: Db, recordId: string): number {
  return db
    .prepare("DELETE FROM mail_outbox WHERE record_id = ? AND kind = 'status' AND state = 'pending'")
    .run(recordId).changes;
}

/** Links that would arrive expired are dropped instead of sent. */
export function expireStaleMail(db: Db, now = Date.now()): number {
  return db.prepare("UPDATE mail_outbox SET state = 'expired' WHERE state = 'pending' AND not_after <= ?").run(now)
    .changes;
}

/**
 * Takes the next due message for this sender (pending → sending in one statement, so two senders never share one).
 * A message without a Message-ID yet gets `freshMessageId` (the sender always gives one); one that has one keeps it.
 */
export function claimNextMail(db: Db, now = Date.now(), freshMessageId: string | null = null): OutboxMessage | null {
  const row = db
    .prepare(
      `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, claimed_at = ?,
         message_id = COALESCE(message_id, ?)
       WHERE id = (SELECT id FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= ? AND not_after > ?
                   ORDER BY next_attempt_at LIMIT 1)
       RETURNING id, kind, recipient, subject, text_body, html_body, not_after, attempts, message_id`,
    )
    .get(now, freshMessageId, now, now);
  return (row as OutboxMessage | undefined) ?? null;
}

/** What a sent sign-in email's stored text and HTML become: the link it carried is not kept. */
export const SENT_LINK_REMOVED = "(The sign-in link in this email was removed from the store after sending.)";

/**
 * A sent sign-in email keeps no copy of its link in the store (anyone who reads the file could sign in with it
 * until it is used or expires); a status email holds no link that signs anyone in, so it is kept as sent.
 */
export function markMailSent(db: Db, id: number, now = Date.now()) {
  db.prepare(
    `UPDATE mail_outbox SET state = 'sent', sent_at = ?, last_error = NULL,
       text_body = CASE kind WHEN 'sign-in' THEN @removed ELSE text_body END,
       html_body = CASE kind WHEN 'sign-in' THEN @removed ELSE html_body END
     WHERE id = ?`,
  ).run(now, id, { removed: SENT_LINK_REMOVED });
}

/** The send failed for sure (refused, unreachable): try again later. */
export function markMailRetry(db: Db, id: number, nextAttemptAt: number, error: string) {
  db.prepare("UPDATE mail_outbox SET state = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ?").run(
    nextAttemptAt,
    error.slice(0, 500),
    id,
  );
}

/** The receiving side refused the message for good (a 5xx answer): set aside, never retried. */
export function markMailRefused(db: Db, id: number, error: string) {
  db.prepare("UPDATE mail_outbox SET state = 'refused', last_error = ? WHERE id = ?").run(error.slice(0, 500), id);
}

/**
 * A claim older than any send can take was left by a process that stopped mid-send: the message may have been
 * delivered, so it is set aside rather than sent twice (the person can ask for a new link).
 */
export function abandonInterruptedMail(db: Db, olderThan: number): number {
  return db
    .prepare("UPDATE mail_outbox SET state = 'abandoned' WHERE state = 'sending' AND claimed_at < ?")
    .run(olderThan).changes;
}

export function nextMailDueAt(db: Db): number | null {
  const row = db.prepare("SELECT MIN(next_attempt_at) AS due FROM mail_outbox WHERE state = 'pending'").get();
  return (row as { due: number | null }).due;
}

/** Every state a message can be in (see the top of this file), in the order a message passes through them. */
export const OUTBOX_STATES = ["pending", "sending", "sent", "expired", "abandoned", "refused"] as const;

export type OutboxFigures = {
  byState: Record<(typeof OUTBOX_STATES)[number], number>;
  /** When the oldest message still waiting to go out (pending, retries included) was written; null if none waits. */
  oldestWaitingSince: number | null;
};

/** How many messages are in each state, and how long the oldest waiting one has waited: read at each metrics scrape. */
export function outboxFigures(db: Db): OutboxFigures {
  const byState = Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as OutboxFigures["byState"];
  const rows = db.prepare("SELECT state, COUNT(*) AS n FROM mail_outbox GROUP BY state").all() as {
    state: keyof OutboxFigures["byState"];
    n: number;
  }[];
  for (const { state, n } of rows) if (state in byState) byState[state] = n;
  const oldest = db.prepare("SELECT MIN(created_at) AS at FROM mail_outbox WHERE state = 'pending'").get() as {
    at: number | null;
  };
  return { byState, oldestWaitingSince: oldest.at };
}
