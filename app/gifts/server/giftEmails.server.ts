/**
 * The emails of a money gift, in the donor's language, each written into the outbox in the transaction of the write
 * that causes it (decision 108): a payment's receipt (its PDF's link; a monthly gift's page link; the portal),
 * a corrected receipt, a monthly gift's change confirmed, a failed monthly payment with the card page's link, and
 * the tribute notice, which never states the amount.
 */
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { formatMoment } from "~/i18n";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail, siteLink, type ComposedEmail, type EmailPart } from "~/mail/composeEmail.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { env } from "~/platform/env.server";
import { dollars } from "~/gifts/amounts";
import { giftWordsIn } from "~/gifts/words";
import { absolute, cardPath, managePath, receiptPath } from "./giftLinks.server";
import type { Gift } from "./giftStore.server";

async function send(trx: Db, to: string, gift: Gift, composed: ComposedEmail): Promise<void> {
  await enqueueMail(trx, {
    emailKey: emailKey(to),
    recipient: to,
    ...composed,
    notAfter: NO_EXPIRY,
    kind: "gift",
    recordId: gift.id,
  });
  afterCommit(trx, wakeMailSender);
}

const dayOf = (gift: Gift, at: number) => formatMoment(gift.locale, at, env().orgTimeZone);

/** A payment's receipt (or its correction): the thanks, the PDF's link, the monthly gift's page, the portal. */
export async function queueReceiptEmail(
  trx: Db,
  gift: Gift,
  receipt: { number: string; amountCents: number; paidAt: number; corrected: boolean },
): Promise<void> {
  const words = giftWordsIn(gift.locale).emails;
  const amount = dollars(receipt.amountCents, gift.locale);
  const parts: EmailPart[] = [
    { text: words.greeting(gift.name) },
    {
      text: receipt.corrected
        ? words.correctedIntro
        : gift.frequency === "monthly"
          ? words.thanksMonthly(amount, dayOf(gift, receipt.paidAt))
          : words.thanksOnce(amount, dayOf(gift, receipt.paidAt)),
    },
    { text: words.receiptLink },
    { link: absolute(receiptPath(receipt.number)), label: receipt.number },
    ...(gift.frequency === "monthly" && gift.monthlyState !== "cancelled"
      ? [{ text: words.manageLink }, { link: absolute(managePath(gift.id, gift.locale)), label: words.manageLink }]
      : []),
    { text: words.portal },
    { link: siteLink(env().publicUrl, gift.locale, "/auth"), label: siteLink(env().publicUrl, gift.locale, "/auth") },
    { text: words.signOff },
  ];
  const subject = receipt.corrected ? words.correctedSubject : words.receiptSubject(amount);
  await send(trx, gift.email, gift, composeEmail(gift.locale, subject, parts));
}

export type MonthlyChange =
  | { kind: "amount"; amountCents: number }
  | { kind: "paused"; until: number }
  | { kind: "resumed" }
  | { kind: "cancelled" };

/** The sentence that confirms a change, on the page and in the email. */
export function changeSentence(gift: Gift, change: MonthlyChange, done = false): string {
  const words = giftWordsIn(gift.locale);
  if (change.kind === "amount") {
    const amount = dollars(change.amountCents, gift.locale);
    return done ? words.manage.done.amount(amount) : words.emails.amountChanged(amount);
  }
  if (change.kind === "paused") {
    const day = dayOf(gift, change.until);
    return done ? words.manage.done.paused(day) : words.emails.paused(day);
  }
  return done ? words.manage.done[change.kind] : words.emails[change.kind];
}

export async function queueChangeEmail(trx: Db, gift: Gift, change: MonthlyChange): Promise<void> {
  const words = giftWordsIn(gift.locale).emails;
  const parts: EmailPart[] = [
    { text: words.greeting(gift.name) },
    { text: changeSentence(gift, change) },
    ...(change.kind === "cancelled"
      ? []
      : [{ text: words.manageLink }, { link: absolute(managePath(gift.id, gift.locale)), label: words.manageLink }]),
    { text: words.signOff },
  ];
  await send(trx, gift.email, gift, composeEmail(gift.locale, words.changedSubject, parts));
}

/** A monthly payment that failed: nothing charged, and the link that opens the provider's card page. */
export async function queueFailedPaymentEmail(trx: Db, gift: Gift, chargeCents: number): Promise<void> {
  const words = giftWordsIn(gift.locale).emails;
  const link = absolute(cardPath(gift.id, gift.locale));
  const parts: EmailPart[] = [
    { text: words.greeting(gift.name) },
    { text: words.failed(dollars(chargeCents, gift.locale)) },
    { text: words.updateCard },
    { link, label: giftWordsIn(gift.locale).manage.updateCard },
    { text: words.signOff },
  ];
  await send(trx, gift.email, gift, composeEmail(gift.locale, words.failedSubject, parts));
}

/** The tribute notice to the person the donor named: who gave and in whose name, never how much. */
export async function queueTributeNotice(trx: Db, gift: Gift): Promise<void> {
  const tribute = gift.tribute;
  if (!tribute?.noticeEmail) return;
  const words = giftWordsIn(gift.locale).emails;
  const sentence =
    tribute.kind === "memory"
      ? words.tributeMemory(gift.name, tribute.name)
      : words.tributeHonour(gift.name, tribute.name);
  const parts: EmailPart[] = [{ text: sentence }, { text: words.signOff }];
  await send(trx, tribute.noticeEmail, gift, composeEmail(gift.locale, words.tributeSubject(gift.name), parts));
}
