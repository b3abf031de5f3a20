/**
 * The buyer's ticket by email, queued in the transaction that made the tickets (the outbox): the event, each
 * ticket's number (typed or scanned at the door), what was paid, and the IRS's quid-pro-quo statement through the
 * gifts wing's receipt words: the fair-market value of what the ticket gives and the deductible rest.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { dollars } from "~/gifts/amounts";
import { acknowledgment } from "~/gifts/receipt";
import { formatDate } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail } from "~/mail/composeEmail.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { eventWordsIn } from "~/events/words";

type HoldFacts = {
  buyer_name: string;
  email: string;
  locale: Locale;
  places: number | string;
  price_cents: number | string;
  fair_market_cents: number | string;
  kind_en: string;
  kind_es: string;
  event_en: string;
  event_es: string;
  starts_at: string;
  place: string;
};

export async function queueTicketEmail(trx: Db, holdId: string, numbers: readonly string[]): Promise<void> {
  const hold = await firstRow(
    trx,
    sql<HoldFacts>`SELECT h.buyer_name, h.email, h.locale, h.places, k.price_cents, k.fair_market_cents,
        k.name_en AS kind_en, k.name_es AS kind_es, e.name_en AS event_en, e.name_es AS event_es, e.starts_at, e.place
      FROM ticket_holds h JOIN ticket_kinds k ON k.id = h.kind_id JOIN events e ON e.id = k.event_id
      WHERE h.id = ${holdId}`,
  );
  if (!hold || !numbers.length) return;
  const locale = hold.locale;
  const words = eventWordsIn(locale).email;
  const paidCents = Number(hold.price_cents) * Number(hold.places);
  const valueCents = Number(hold.fair_market_cents) * Number(hold.places);
  const [day, time] = hold.starts_at.split("T") as [string, string];
  const event = locale === "es" ? hold.event_es : hold.event_en;
  const kind = locale === "es" ? hold.kind_es : hold.kind_en;
  const composed = composeEmail(locale, words.subject(event), [
    { text: words.greeting(hold.buyer_name) },
    { text: words.event(event, `${formatDate(locale, day)}, ${clockTime(locale, time)}`, hold.place) },
    ...numbers.map((number) => ({ text: words.ticket(kind, number) })),
    { text: words.paid(dollars(paidCents, locale)) },
    {
      text: acknowledgment({
        amountCents: paidCents,
        goodsCents: valueCents,
        goodsDescription: words.goods,
        locale,
      }),
    },
    { text: words.door },
  ]);
  await enqueueMail(trx, {
    emailKey: emailKey(hold.email),
    recipient: hold.email,
    ...composed,
    notAfter: NO_EXPIRY,
    kind: "gift",
    recordId: holdId,
  });
  afterCommit(trx, wakeMailSender);
}
