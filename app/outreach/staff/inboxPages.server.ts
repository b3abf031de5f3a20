/**
 * The staff's inbox (`/staff/inbox` and a message's page): the open messages and the recently closed, and what
 * staff do with one (assign it, reply by email, close it, open it again), each post one transaction with the
 * message locked and what the page showed (`seen`: its state and the replies so far) compared with what it finds.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { refuse, Refused } from "~/db/refusal.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { newMessageId, senderDomain } from "~/platform/mailIdentity.server";
import { MAX_MESSAGE_CHARACTERS } from "~/outreach/messageForms";
import { outreachSettings } from "~/outreach/settings.server";
import { isRecordId, replyThread } from "~/outreach/thread";
import {
  assignMessage,
  inboxMessage,
  inboxMessages,
  lockedMessage,
  recordReply,
  repliesTo,
  setMessageState,
  type InboxMessage,
  type InboxReply,
} from "~/outreach/server/inboxMessages.server";
import { sendReply } from "~/outreach/server/outreachEmails.server";
import { inboxWords } from "./words";

const LISTED = 100;
const STAFF_POSTS_PER_MINUTE = 60;

const notFound = () => new Response("Not Found", { status: 404 });

export async function inboxListLoader(request: Request) {
  await requireStaff(request);
  const store = db();
  return { open: await inboxMessages(store, "open", LISTED), closed: await inboxMessages(store, "closed", 20) };
}

/** What the page showed of a message: its state, who it was assigned to and how many replies it had. */
export const seenOf = (message: InboxMessage, replies: readonly InboxReply[]) =>
  `${message.state}:${message.assignedTo ?? ""}:${replies.length}`;

async function messagePage(id: string | undefined) {
  if (!isRecordId(id)) throw notFound();
  const store = db();
  const message = await inboxMessage(store, id);
  if (!message) throw notFound();
  const replies = await repliesTo(store, id);
  return {
    message,
    replies,
    seen: seenOf(message, replies),
    staff: env().staffEmails,
    replyFrom: outreachSettings.current().replyFrom,
  };
}

export async function inboxMessageLoader(request: Request, id: string | undefined) {
  await requireStaff(request);
  return { ...(await messagePage(id)), answer: null as MessageAnswer | null };
}

export type MessageAnswer = { ok: true; message: string } | { ok: false; message: string; typed: string };

type Command = "assign" | "reply" | "close" | "reopen";

async function runCommand(id: string, command: Command, form: FormData, staff: string): Promise<string> {
  const seen = singleText(form, "seen") ?? "";
  const settings = { publicUrl: env().publicUrl, replyFrom: outreachSettings.current().replyFrom };
  return inTransaction(db(), async (trx) => {
    const message = await lockedMessage(trx, id);
    if (!message) throw notFound();
    const replies = await repliesTo(trx, id);
    if (seenOf(message, replies) !== seen) refuse(409, inboxWords.errors.stale);
    if (command === "assign") {
      const to = singleText(form, "assignee") ?? "";
      if (to !== "" && !env().staffEmails.includes(to)) refuse(400, inboxWords.errors.staff);
      await assignMessage(trx, id, to || null);
      return inboxWords.done.assigned;
    }
    if (command === "close" || command === "reopen") {
      await setMessageState(trx, id, command === "close" ? "closed" : "open", staff);
      return command === "close" ? inboxWords.done.closed : inboxWords.done.reopened;
    }
    if (message.state === "closed") refuse(409, inboxWords.errors.closed);
    if (!message.email) refuse(400, inboxWords.errors.noEmail);
    const body = (singleText(form, "reply") ?? "").replace(/\r\n?/g, "\n").trim();
    if (!body || body.length > MAX_MESSAGE_CHARACTERS) refuse(400, inboxWords.errors.reply);
    const mailId = newMessageId(senderDomain(env().mailFrom));
    const thread = {
      messageId: mailId,
      ...replyThread(
        message.threadId,
        replies.map((reply) => reply.mailId),
      ),
    };
    await sendReply(trx, { ...message, email: message.email }, { body, thread }, settings);
    await recordReply(trx, { messageId: id, body, sentBy: staff, mailId });
    return inboxWords.done.replied;
  });
}

export async function inboxMessageAction(request: Request, id: string | undefined) {
  const staff = await requireStaff(request);
  const page = await messagePage(id);
  const guarded = await readGuardedForm(request);
  const typed = (guarded.form ? (singleText(guarded.form, "reply") ?? "") : "").slice(0, MAX_MESSAGE_CHARACTERS);
  const answer = async (status: number, body: MessageAnswer) =>
    data({ ...(await messagePage(id)), answer: body }, { status });
  if (!guarded.ok) return answer(guarded.status, { ok: false, message: guarded.message, typed });
  if (!(await hitRateLimit(db(), `inbox-staff:${staff}`, STAFF_POSTS_PER_MINUTE, 60_000)))
    return answer(429, { ok: false, message: inboxWords.errors.tooMany, typed });
  const command = singleText(guarded.form, "action");
  if (command !== "assign" && command !== "reply" && command !== "close" && command !== "reopen")
    return answer(400, { ok: false, message: inboxWords.errors.stale, typed });
  try {
    const done = await runCommand(page.message.id, command, guarded.form, staff);
    log.info("inbox message changed", { message: page.message.id, action: command });
    return answer(200, { ok: true, message: done });
  } catch (error) {
    if (error instanceof Refused) return answer(error.answer.status, { ok: false, message: error.message, typed });
    throw error;
  }
}
