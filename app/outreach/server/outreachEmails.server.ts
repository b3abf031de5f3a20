/**
 * What the inbox and the newsletter send, in the person's language, each written into an outbox in the
 * transaction of what causes it: a contact message's acknowledgement (by email, starting the message's thread; or
 * by text to one who gave only a number), a staff reply (from the organisation's address, in that thread), a board
 * application's acknowledgement, and the newsletter's confirmation link and welcome, each with its unsubscribe link.
 */
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail, siteLink, type EmailPart } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { NO_EXPIRY, enqueueMail, type MailThread } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { org } from "~/config/org";
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { outreachWordsIn } from "~/outreach/words";
import { replySubject } from "~/outreach/thread";
import type { InboxMessage } from "./inboxMessages.server";

export type OutreachMailSettings = { publicUrl: string; replyFrom: string };

type Person = { name: string; email: string | null; phone: string | null; locale: Locale };

async function mail(
  trx: Db,
  to: string,
  composed: { subject: string; text: string; html: string },
  extra: { kind: "inbox" | "newsletter"; sender?: string; thread?: MailThread },
) {
  await enqueueMail(trx, { emailKey: emailKey(to), recipient: to, ...composed, notAfter: NO_EXPIRY, ...extra });
  afterCommit(trx, wakeMailSender);
}

async function text(trx: Db, to: string, body: string) {
  await enqueueText(trx, { kind: "inbox", recipient: to, body: `${org.shortName}: ${body}`, notAfter: NO_EXPIRY });
  afterCommit(trx, wakeTextSender);
}

/** The acknowledgement's subject, which every reply repeats after "Re: ". */
export const contactSubject = (message: Pick<InboxMessage, "locale" | "topic">) => {
  const words = outreachWordsIn(message.locale);
  return words.emails.contactSubject(words.topics[message.topic]);
};

/** The person's message as a quotation, each line after "> ". */
const quoted = (body: string) =>
  body
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

export async function acknowledgeMessage(trx: Db, message: InboxMessage): Promise<void> {
  const words = outreachWordsIn(message.locale);
  if (!message.email) return text(trx, message.phone!, words.texts.contactReceived);
  const parts: EmailPart[] = [
    { text: words.emails.contactReceived(singleLine(message.name)) },
    { text: words.emails.yourMessage },
    { text: quoted(message.body) },
  ];
  await mail(trx, message.email, composeEmail(message.locale, contactSubject(message), parts), {
    kind: "inbox",
    thread: { messageId: message.threadId },
  });
}

/** A staff reply to a message that has an email address, in its thread: what it says, then the message quoted. */
export async function sendReply(
  trx: Db,
  message: InboxMessage & { email: string },
  reply: { body: string; thread: MailThread },
  settings: OutreachMailSettings,
): Promise<void> {
  const words = outreachWordsIn(message.locale);
  const parts: EmailPart[] = [{ text: reply.body }, { text: words.emails.yourMessage }, { text: quoted(message.body) }];
  await mail(trx, message.email, composeEmail(message.locale, replySubject(contactSubject(message)), parts), {
    kind: "inbox",
    sender: settings.replyFrom,
    thread: reply.thread,
  });
}

export async function acknowledgeBoardApplication(trx: Db, person: Person): Promise<void> {
  const words = outreachWordsIn(person.locale);
  if (!person.email) return text(trx, person.phone!, words.texts.boardReceived);
  const parts = [{ text: words.emails.boardReceived(singleLine(person.name)) }];
  await mail(trx, person.email, composeEmail(person.locale, words.emails.boardSubject, parts), { kind: "inbox" });
}

export const newsletterConfirmPath = (token: string) => `/newsletter/confirm/${token}`;
export const newsletterUnsubscribePath = (token: string) => `/newsletter/unsubscribe/${token}`;

function unsubscribeParts(locale: Locale, unsubscribeToken: string, publicUrl: string): EmailPart[] {
  const words = outreachWordsIn(locale).emails;
  return [
    { text: words.unsubscribeText },
    { link: siteLink(publicUrl, locale, newsletterUnsubscribePath(unsubscribeToken)), label: words.unsubscribeLink },
  ];
}

export async function sendNewsletterConfirmation(
  trx: Db,
  address: { email: string; locale: Locale },
  tokens: { confirm: string; unsubscribe: string },
  publicUrl: string,
): Promise<void> {
  const words = outreachWordsIn(address.locale).emails;
  const parts: EmailPart[] = [
    { text: words.confirmText },
    { link: siteLink(publicUrl, address.locale, newsletterConfirmPath(tokens.confirm)), label: words.confirmLink },
    { text: words.notYou },
    ...unsubscribeParts(address.locale, tokens.unsubscribe, publicUrl),
  ];
  await mail(trx, address.email, composeEmail(address.locale, words.confirmSubject, parts), { kind: "newsletter" });
}

export async function sendNewsletterWelcome(
  trx: Db,
  address: { email: string; locale: Locale },
  unsubscribeToken: string,
  publicUrl: string,
): Promise<void> {
  const words = outreachWordsIn(address.locale).emails;
  const parts: EmailPart[] = [
    { text: words.welcomeText },
    ...unsubscribeParts(address.locale, unsubscribeToken, publicUrl),
  ];
  await mail(trx, address.email, composeEmail(address.locale, words.welcomeSubject, parts), { kind: "newsletter" });
}
