/**
 * The email that offers a freed place to the first person waiting, in the language they chose: the kind, the event,
 * until when the place is held for them, and the link that opens the festival's page with the place theirs to buy.
 * Queued in the transaction that made the offer (the outbox); it stops being worth sending at the deadline.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { formatDate } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import type { Locale } from "~/i18n/locale";
import { wallClockIn } from "~/kits/calendar/days";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail } from "~/mail/composeEmail.server";
import { enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { env } from "~/platform/env.server";
import type { WaitlistEntry } from "~/events/waitlistEntry";
import { eventWordsIn } from "~/events/words";
import { offerUrl } from "./ticketLinks.server";

/** An instant as the organisation's day and time, in words of `locale`: "October 2, 2099, 1:00 PM". */
export function momentIn(locale: Locale, instant: number): string {
  const { date, time } = wallClockIn(env().orgTimeZone, instant);
  return `${formatDate(locale, date)}, ${clockTime(locale, time)}`;
}

export async function queueOfferEmail(trx: Db, entry: WaitlistEntry): Promise<void> {
  const names = await firstRow(
    trx,
    sql<{ kind_en: string; kind_es: string; event_en: string; event_es: string }>`SELECT k.name_en AS kind_en,
        k.name_es AS kind_es, e.name_en AS event_en, e.name_es AS event_es
      FROM ticket_kinds k JOIN events e ON e.id = k.event_id WHERE k.id = ${entry.kindId}`,
  );
  if (!names || entry.offerDeadline === null) return;
  const { locale } = entry;
  const words = eventWordsIn(locale).offerEmail;
  const event = locale === "es" ? names.event_es : names.event_en;
  const kind = locale === "es" ? names.kind_es : names.kind_en;
  const composed = composeEmail(locale, words.subject(event), [
    { text: words.greeting(entry.name) },
    { text: words.offer(kind, event, momentIn(locale, entry.offerDeadline)) },
    { link: offerUrl(entry.seq, locale), label: words.buy },
  ]);
  await enqueueMail(trx, {
    emailKey: emailKey(entry.email),
    recipient: entry.email,
    ...composed,
    notAfter: entry.offerDeadline,
    kind: "gift",
    recordId: `waitlist-${entry.seq}`,
  });
  afterCommit(trx, wakeMailSender);
}
