/**
 * The buyer's ticket by email, queued in the transaction that made the tickets and their receipt (the outbox): the
 * event, each ticket's number (typed or scanned at the door) with the link to its PDF, what was paid and the IRS's
 * quid-pro-quo statement through the gifts wing's receipt words (the fair-market value of what the ticket gives and
 * the deductible rest), the receipt's number with its `/verify` address, and the festival's day as a calendar file.
 */
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { dollars } from "~/gifts/amounts";
import { acknowledgment } from "~/gifts/receipt";
import { formatDate } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import { calendarFile } from "~/kits/calendar/calendarFile";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { verificationUrl } from "~/kits/documents/documentLanguage";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail } from "~/mail/composeEmail.server";
import { enqueueMail, NO_EXPIRY, type MailAttachment } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { env } from "~/platform/env.server";
import { eventWordsIn } from "~/events/words";
import { ticketPdfUrl } from "./ticketLinks.server";
import { purchaseOfHold, type Purchase } from "./ticketReceipts.server";

/**
 * The festival's day as an iCalendar event: it starts at the event's day and time; the records keep no end, so
 * the event ends as it starts (what RFC 5545 gives an event with a start and no end), stating nothing not kept.
 */
export function festivalCalendar(purchase: Purchase, now = Date.now()): MailAttachment {
  const [day, time] = purchase.startsAt.split("T") as [string, string];
  const start = zonedInstant(day, time, env().orgTimeZone);
  return calendarFile(
    {
      filename: "festival.ics",
      product: "Festival tickets",
      method: "PUBLISH",
      events: [
        {
          uid: `ticket-${purchase.holdId}@${new URL(env().publicUrl).hostname}`,
          start,
          end: start,
          summary: purchase.event[purchase.locale],
          location: purchase.place,
          status: "CONFIRMED",
        },
      ],
    },
    now,
  );
}

export async function queueTicketEmail(trx: Db, holdId: string, numbers: readonly string[]): Promise<void> {
  const purchase = await purchaseOfHold(trx, holdId);
  if (!purchase || !numbers.length) return;
  const { locale } = purchase;
  const words = eventWordsIn(locale).email;
  const [day, time] = purchase.startsAt.split("T") as [string, string];
  const event = purchase.event[locale];
  const kind = purchase.kind[locale];
  const composed = composeEmail(locale, words.subject(event), [
    { text: words.greeting(purchase.buyerName) },
    { text: words.event(event, `${formatDate(locale, day)}, ${clockTime(locale, time)}`, purchase.place) },
    ...numbers.flatMap((number) => [
      { text: words.ticket(kind, number) },
      { link: ticketPdfUrl(number), label: words.pdf(number) },
    ]),
    { text: words.paid(dollars(purchase.paidCents, locale)) },
    {
      text: acknowledgment({
        amountCents: purchase.paidCents,
        goodsCents: purchase.fairMarketCents,
        goodsDescription: words.goods,
        locale,
      }),
    },
    { text: words.receipt(purchase.receiptNumber) },
    {
      link: verificationUrl(env().publicUrl, purchase.receiptNumber, locale),
      label: words.verifyLabel,
    },
    { text: words.calendar },
    { text: words.door },
  ]);
  await enqueueMail(trx, {
    emailKey: emailKey(purchase.email),
    recipient: purchase.email,
    ...composed,
    notAfter: NO_EXPIRY,
    kind: "gift",
    recordId: holdId,
    attachment: festivalCalendar(purchase),
  });
  afterCommit(trx, wakeMailSender);
}
