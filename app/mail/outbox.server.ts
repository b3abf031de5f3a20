/**
 * The outbox table: sign-in writes a message here in the same transaction as its token, and the sender
 * delivers it. States: pending → sending → sent; or expired (never sent late); or abandoned (its senders stopped
 * mid-send again and again); or refused (the receiving side
 * answered with a permanent 5xx: retrying would only be refused again). A message is about a sign-in link
 * (`sign-in`, the default) or a status change of one record (`status`, with its `record_id`).
 */
import path from "node:path";
import { changes, engineOf, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { SENT_LINK_REMOVED } from "~/db/migrations.server";

/**
 * What a message is about. The application's kinds (decision 078): `application` (received), `recommendation` (the
 * recommender's link, or a reminder), `resume` (a saved application's link), `decision` (to the recommender, once
 * staff decided), `follow-up` (the link to the follow-up questions). `partner`: a partner application received,
 * approved or declined (decision 080). A donation's (decision 081): `donation` (received, with its reference).
 * `shield`: a Shield subscriber's shipment, line, cancellation or renewal reminder (decision 088).
 * A class's (decision 090): `class` (a seat or waitlist place, a seat offered). The inbox's (decision 120):
 * `inbox` (a message's acknowledgement, a staff reply, a board application's); `newsletter` (the link that confirms
 * an address, and the welcome). `help`: staff's answer to a delivered
 * applicant's request for help (issue 50 §2).
 * A money gift's (decision 115): `gift` (a receipt, a monthly gift's change or failed payment, a tribute notice;
 * decision 117: a year-end statement).
 * A volunteer shift's: `volunteer`.
 * A supporter's page under a campaign (decision 125): `supporter` (its confirmation link, its approval).
 */
export type MailKind =
  | "sign-in"
  | "status"
  | "application"
  | "recommendation"
  | "resume"
  | "decision"
  | "follow-up"
  | "partner"
  | "donation"
  | "shield"
  | "class"
  | "inbox"
  | "newsletter"
  | "help"
  | "gift"
  | "volunteer"
  | "supporter";

/** The kinds whose link opens something once: their text is not kept after sending. */
const LINK_KINDS = ["recommendation", "resume", "follow-up", "newsletter", "supporter"] as const;

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
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_text: string | null;
  /** "base64" when the attachment is a file kept as base64 (migration 39); null for a text attachment. */
  attachment_encoding: string | null;
  /** The From of a message a person wrote (a staff reply, from the organisation's address); null: MAIL_FROM. */
  sender: string | null;
  /** A reply's thread (decision 120): the Message-ID it answers, and the thread's ids, space-separated. */
  in_reply_to: string | null;
  thread_references: string | null;
};

/** A reply's place in its thread: its own Message-ID (made by the caller), the one it answers, the thread's ids. */
export type MailThread = { messageId: string; inReplyTo?: string; references?: readonly string[] };

/**
 * A file a message carries, kept in the row so any origin can send it: a text file (a pickup's calendar invitation)
 * or bytes (a year-end statement's PDF, kept as base64 until it is sent).
 */
export type MailAttachment =
  | { filename: string; contentType: string; text: string }
  | { filename: string; contentType: string; bytes: Uint8Array };

/** How an attachment is kept in the row: its text, or its bytes as base64 with that encoding named. */
function keptAttachment(attachment: MailAttachment | undefined) {
  if (!attachment) return { text: null, encoding: null };
  return "bytes" in attachment
    ? { text: Buffer.from(attachment.bytes).toString("base64"), encoding: "base64" }
    : { text: attachment.text, encoding: null };
}

export async function enqueueMail(
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
    attachment?: MailAttachment;
    sender?: string;
    thread?: MailThread;
  },
  now = Date.now(),
): Promise<void> {
  const attachment = message.attachment;
  const kept = keptAttachment(attachment);
  const thread = message.thread;
  await sql`INSERT INTO mail_outbox
       (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at, kind, record_id,
        attachment_name, attachment_type, attachment_text, attachment_encoding, sender, message_id, in_reply_to,
        thread_references)
     VALUES (${message.emailKey}, ${message.recipient}, ${message.subject}, ${message.text}, ${message.html}, ${now},
       ${message.notAfter}, ${now}, ${message.kind ?? "sign-in"}, ${message.recordId ?? null},
       ${attachment?.filename ?? null}, ${attachment?.contentType ?? null}, ${kept.text}, ${kept.encoding},
       ${message.sender ?? null}, ${thread?.messageId ?? null}, ${thread?.inReplyTo ?? null},
       ${thread?.references?.length ? thread.references.join(" ") : null})`.execute(db);
}

/** A sign-in link for this address that is still waiting to go out: a new request reuses it. */
export async function hasPendingMail(db: Db, emailKey: string, now = Date.now()): Promise<boolean> {
  const row = await firstRow(
    db,
    sql<{ one: number }>`SELECT 1 AS one FROM mail_outbox
       WHERE email_key = ${emailKey} AND kind = 'sign-in' AND state IN ('pending', 'sending') AND not_after > ${now}`,
  );
  return Boolean(row);
}

/** Sign-in links written for this address since then (status emails do not count against its limit). */
export async function mailsSince(db: Db, emailKey: string, since: number): Promise<number> {
  const row = await firstRow(
    db,
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM mail_outbox
       WHERE email_key = ${emailKey} AND kind = 'sign-in' AND created_at > ${since}`,
  );
  return row?.n ?? 0;
}

/** Removes this record's status emails that have not gone out (one being sent now is left to finish). */
export function dropWaitingStatusMail(db: Db, recordId: string): Promise<number> {
  return changes(
    db,
    sql`DELETE FROM mail_outbox WHERE record_id = ${recordId} AND kind = 'status' AND state = 'pending'`,
  );
}

/** Links that would arrive expired are dropped instead of sent. */
export function expireStaleMail(db: Db, now = Date.now()): Promise<number> {
  return changes(db, sql`UPDATE mail_outbox SET state = 'expired' WHERE state = 'pending' AND not_after <= ${now}`);
}

const claimedColumns = sql`id, kind, recipient, subject, text_body, html_body, not_after, attempts, message_id,
  attachment_name, attachment_type, attachment_text, attachment_encoding, sender, in_reply_to, thread_references`;

/**
 * Takes the next due message for this sender (pending → sending in one statement, so two senders never share one:
 * on PostgreSQL the row is locked as it is chosen and a row another origin holds is skipped, so origins sending at
 * the same moment take different messages). A message without a Message-ID yet gets `freshMessageId` (the sender
 * always gives one); one that has one keeps it.
 */
export async function claimNextMail(
  db: Db,
  now = Date.now(),
  freshMessageId: string | null = null,
): Promise<OutboxMessage | null> {
  const lock = engineOf(db) === "postgres" ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const row = await firstRow(
    db,
    sql<OutboxMessage>`UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, claimed_at = ${now},
         message_id = COALESCE(message_id, ${freshMessageId})
       WHERE id = (SELECT id FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= ${now} AND not_after > ${now}
                   ORDER BY next_attempt_at LIMIT 1 ${lock})
       RETURNING ${claimedColumns}`,
  );
  return row ?? null;
}

/** The same for an application's single-use link (a recommender's, a saved application's, a follow-up's). */
export const SENT_APPLICATION_LINK_REMOVED =
  "(The single-use link in this email was removed from the store after sending.)";

/**
 * A sent sign-in email keeps no copy of its link in the store (anyone who reads the file could sign in with it
 * until it is used or expires), nor does an application's single-use link; a status email holds no such link, so it
 * is kept as sent. A file attachment (a statement's PDF) is let go once sent: the store need not hold it twice, and
 * its owner can make it again.
 */
export async function markMailSent(db: Db, id: number, now = Date.now()): Promise<void> {
  await sql`UPDATE mail_outbox SET state = 'sent', sent_at = ${now}, last_error = NULL,
       text_body = CASE WHEN kind = 'sign-in' THEN ${SENT_LINK_REMOVED}
         WHEN kind IN (${sql.join(LINK_KINDS)}) THEN ${SENT_APPLICATION_LINK_REMOVED} ELSE text_body END,
       html_body = CASE WHEN kind = 'sign-in' THEN ${SENT_LINK_REMOVED}
         WHEN kind IN (${sql.join(LINK_KINDS)}) THEN ${SENT_APPLICATION_LINK_REMOVED} ELSE html_body END,
       attachment_text = CASE WHEN attachment_encoding IS NULL THEN attachment_text END
     WHERE id = ${id}`.execute(db);
}

/** The send failed for sure (refused, unreachable): try again later. */
export async function markMailRetry(db: Db, id: number, nextAttemptAt: number, error: string): Promise<void> {
  await sql`UPDATE mail_outbox SET state = 'pending', next_attempt_at = ${nextAttemptAt},
       last_error = ${error.slice(0, 500)} WHERE id = ${id}`.execute(db);
}

/** The receiving side refused the message for good (a 5xx answer): set aside, never retried. */
export async function markMailRefused(db: Db, id: number, error: string): Promise<void> {
  await sql`UPDATE mail_outbox SET state = 'refused', last_error = ${error.slice(0, 500)} WHERE id = ${id}`.execute(db);
}

/** A message whose sends were interrupted this many times is set aside: it may be what stops its senders. */
export const MAX_INTERRUPTED_ATTEMPTS = 5;

/**
 * A claim older than any send can take was left by a sender that stopped mid-send (its origin killed): its lease
 * has expired, so the message goes back in the queue for any sender, with the Message-ID it was given, which lets
 * the receiving side recognise it if the first attempt did arrive (decision 077). One interrupted again and again
 * is set aside (abandoned).
 */
export function reclaimInterruptedMail(db: Db, olderThan: number, now = Date.now()): Promise<number> {
  return changes(
    db,
    sql`UPDATE mail_outbox SET claimed_at = NULL, next_attempt_at = ${now},
         state = CASE WHEN attempts >= ${MAX_INTERRUPTED_ATTEMPTS} THEN 'abandoned' ELSE 'pending' END
       WHERE state = 'sending' AND claimed_at < ${olderThan}`,
  );
}

export async function nextMailDueAt(db: Db): Promise<number | null> {
  const row = await firstRow(
    db,
    sql<{ due: number | null }>`SELECT MIN(next_attempt_at) AS due FROM mail_outbox WHERE state = 'pending'`,
  );
  return row?.due ?? null;
}

/** Every state a message can be in (see the top of this file), in the order a message passes through them. */
export const OUTBOX_STATES = ["pending", "sending", "sent", "expired", "abandoned", "refused"] as const;

export type OutboxFigures = {
  byState: Record<(typeof OUTBOX_STATES)[number], number>;
  /** When the oldest message still waiting to go out (pending, retries included) was written; null if none waits. */
  oldestWaitingSince: number | null;
};

/** How many messages are in each state, and how long the oldest waiting one has waited: read at each metrics scrape. */
export async function outboxFigures(db: Db): Promise<OutboxFigures> {
  const byState = Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as OutboxFigures["byState"];
  const counted = await rows(
    db,
    sql<{
      state: keyof OutboxFigures["byState"];
      n: number;
    }>`SELECT state, COUNT(*) AS n FROM mail_outbox GROUP BY state`,
  );
  for (const { state, n } of counted) if (state in byState) byState[state] = n;
  const oldest = await firstRow(
    db,
    sql<{ at: number | null }>`SELECT MIN(created_at) AS at FROM mail_outbox WHERE state = 'pending'`,
  );
  return { byState, oldestWaitingSince: oldest?.at ?? null };
}
