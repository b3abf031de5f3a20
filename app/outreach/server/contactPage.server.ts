/**
 * The contact page's form (`/contact`, and under /es): personal (its form carries a CSRF token), guarded, limited per
 * client address and per person an hour. A message and its acknowledgement commit together; the answer says where
 * the acknowledgement went. A link may choose the topic (`?topic=computer-drive`), read on the server.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { localeFromPath } from "~/i18n/locale";
import { pageProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { senderDomain } from "~/platform/mailIdentity.server";
import { contactFields, readContactForm, type Errors, type Typed } from "~/outreach/messageForms";
import { threadIdOf } from "~/outreach/thread";
import { topicChosenBy } from "~/outreach/topics";
import { newRecordId, receiveMessage } from "./inboxMessages.server";
import { acknowledgeMessage } from "./outreachEmails.server";
import { clientMayPost, personMayPost, sentTo, typedFields, writerInLog } from "./postReading.server";

export type FormAnswer =
  | { done: true; sentTo: { email: string } | { textTo: string } }
  | { done: false; problem: "stale" | "limited" | null; errors: Errors; typed: Typed };

export async function contactLoader(request: Request) {
  const { protection, headers } = await pageProtection(request);
  const typed = { topic: topicChosenBy(new URL(request.url).search) };
  return data({ protection, answer: null as FormAnswer | null, typed }, { headers });
}

export async function contactAction(request: Request, clientAddress: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { protection, headers } = await pageProtection(request);
  const answer = (status: number, body: FormAnswer) =>
    data({ protection, answer: body, typed: body.done ? {} : body.typed }, { status, headers });
  const guarded = await readGuardedForm(request);
  const typed = typedFields(guarded.form, contactFields);
  if (!guarded.ok)
    return answer(guarded.spam ? 400 : guarded.status, { done: false, problem: "stale", errors: {}, typed });
  const store = db();
  if (!(await clientMayPost(store, "contact", clientAddress))) {
    log.warn("contact message limited for client", { client: clientAddress });
    return answer(429, { done: false, problem: "limited", errors: {}, typed });
  }
  const read = readContactForm(typed);
  if (!read.ok) return answer(400, { done: false, problem: null, errors: read.errors, typed });
  if (!(await personMayPost(store, "contact", read.value))) {
    log.warn("contact message limited for person");
    return answer(429, { done: false, problem: "limited", errors: {}, typed });
  }
  const id = newRecordId();
  const threadId = threadIdOf(id, senderDomain(env().mailFrom));
  await inTransaction(store, async (trx) => {
    const message = await receiveMessage(trx, { ...read.value, id, locale, threadId });
    await acknowledgeMessage(trx, message);
  });
  log.info("contact message received", { message: id, topic: read.value.topic, ...writerInLog(read.value) });
  return answer(200, { done: true, sentTo: sentTo(read.value) });
}
