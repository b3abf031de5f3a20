/**
 * The organisation's inbox in the store (issue 49 §2): each contact message as it arrived, who on staff it is
 * assigned to, whether it is closed, and the replies staff sent from it. Every write runs in its caller's
 * transaction; a message is read under its lock where a command changes it.
 */
import { randomBytes } from "node:crypto";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { lockWithinTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import type { ContactMessage } from "~/outreach/messageForms";
import type { ContactTopic } from "~/outreach/topics";

export type InboxState = "open" | "closed";

export type InboxMessage = {
  id: string;
  topic: ContactTopic;
  name: string;
  email: string | null;
  phone: string | null;
  locale: Locale;
  body: string;
  threadId: string;
  receivedAt: number;
  state: InboxState;
  assignedTo: string | null;
  closedAt: number | null;
  closedBy: string | null;
};

export type InboxReply = { id: number; body: string; sentBy: string; sentAt: number; mailId: string };

export const newRecordId = () => randomBytes(12).toString("base64url");

const columns = sql`id, topic, name, email, phone, locale, body, thread_id AS "threadId", received_at AS "receivedAt",
  state, assigned_to AS "assignedTo", closed_at AS "closedAt", closed_by AS "closedBy"`;

export async function receiveMessage(
  trx: Db,
  message: ContactMessage & { id: string; locale: Locale; threadId: string },
  now = Date.now(),
): Promise<InboxMessage> {
  await sql`INSERT INTO inbox_messages (id, topic, name, email, phone, locale, body, thread_id, received_at)
     VALUES (${message.id}, ${message.topic}, ${message.name}, ${message.email}, ${message.phone}, ${message.locale},
       ${message.message}, ${message.threadId}, ${now})`.execute(trx);
  return (await inboxMessage(trx, message.id))!;
}

export async function inboxMessage(db: Db, id: string): Promise<InboxMessage | null> {
  return (await firstRow(db, sql<InboxMessage>`SELECT ${columns} FROM inbox_messages WHERE id = ${id}`)) ?? null;
}

/** The message, read under its lock so two staff acting on it at once act one after the other. */
export async function lockedMessage(trx: Db, id: string): Promise<InboxMessage | null> {
  await lockWithinTransaction(trx, `inbox-message:${id}`);
  return inboxMessage(trx, id);
}

/** The messages in this state, newest first, at most `limit`. */
export function inboxMessages(db: Db, state: InboxState, limit: number): Promise<InboxMessage[]> {
  return rows(
    db,
    sql<InboxMessage>`SELECT ${columns} FROM inbox_messages WHERE state = ${state}
       ORDER BY received_at DESC, id LIMIT ${limit}`,
  );
}

export async function openMessageCount(db: Db): Promise<number> {
  const row = await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM inbox_messages WHERE state = 'open'`);
  return Number(row?.n ?? 0);
}

export function repliesTo(db: Db, id: string): Promise<InboxReply[]> {
  return rows(
    db,
    sql<InboxReply>`SELECT id, body, sent_by AS "sentBy", sent_at AS "sentAt", mail_id AS "mailId"
       FROM inbox_replies WHERE inbox_message_id = ${id} ORDER BY id`,
  );
}

export async function assignMessage(trx: Db, id: string, staff: string | null): Promise<void> {
  await sql`UPDATE inbox_messages SET assigned_to = ${staff} WHERE id = ${id}`.execute(trx);
}

/** Closes an open message, or opens a closed one again; false when it was already so. */
export async function setMessageState(trx: Db, id: string, state: InboxState, staff: string, now = Date.now()) {
  const closing = state === "closed";
  return (
    (await changes(
      trx,
      sql`UPDATE inbox_messages SET state = ${state}, closed_at = ${closing ? now : null},
         closed_by = ${closing ? staff : null} WHERE id = ${id} AND state <> ${state}`,
    )) > 0
  );
}

export async function recordReply(
  trx: Db,
  reply: { messageId: string; body: string; sentBy: string; mailId: string },
  now = Date.now(),
): Promise<void> {
  await sql`INSERT INTO inbox_replies (inbox_message_id, body, sent_by, sent_at, mail_id)
     VALUES (${reply.messageId}, ${reply.body}, ${reply.sentBy}, ${now}, ${reply.mailId})`.execute(trx);
}
