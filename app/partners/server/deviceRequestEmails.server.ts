/**
 * A device request's emails, in the language it was asked in: the confirmation that it arrived (to the caseworker
 * who asked and the partner's contact), and the collection booked (to the caseworker who asked, with the
 * collection's calendar invitation). Names typed by people are one line of plain text, escaped in the HTML part.
 */
import type { Locale } from "~/i18n/locale";
import { formatDate } from "~/i18n";
import { singleLine } from "~/mail/emailText.server";
import type { MailAttachment } from "~/mail/outbox.server";
import { calendarFile } from "~/kits/calendar/calendarFile";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { requestWordsIn } from "~/partners/requestWords";
import { collectionHours, type CollectionWindow, type RequestAnswers } from "../deviceRequest";
import { compose, type ComposedEmail } from "./partnerEmails.server";

type Counts = Pick<RequestAnswers, "laptops" | "desktops" | "tablets">;

export const countsIn = (locale: Locale, asked: Counts) =>
  requestWordsIn(locale).counts(asked.laptops, asked.desktops, asked.tablets);

export function receivedEmail(
  locale: Locale,
  facts: { partner: string; answers: RequestAnswers; askedBy: string; link: string },
): ComposedEmail {
  const words = requestWordsIn(locale).emails.received;
  const name = singleLine(facts.answers.programmeName);
  return compose(locale, words.subject(name), [
    words.greeting,
    words.body(
      singleLine(facts.partner),
      name,
      countsIn(locale, facts.answers),
      formatDate(locale, facts.answers.neededBy),
    ),
    words.askedBy(facts.askedBy),
    words.next,
    words.link(facts.link),
  ]);
}

export type Collection = { day: string; window: CollectionWindow };

/** The collection's day and window as the request's language says them. */
export const collectionWhen = (locale: Locale, collection: Collection) =>
  requestWordsIn(locale).detail.collectionWhen(
    formatDate(locale, collection.day),
    requestWordsIn(locale).windows[collection.window],
  );

export function collectionEmail(
  locale: Locale,
  facts: {
    requestId: string;
    programmeName: string;
    devices: number;
    collection: Collection;
    address: string | null;
    link: string;
  },
  settings: { timeZone: string; domain: string },
  now: number,
): ComposedEmail & { attachment: MailAttachment } {
  const words = requestWordsIn(locale).emails.collection;
  const name = singleLine(facts.programmeName);
  const body = words.body(facts.devices, name, collectionWhen(locale, facts.collection));
  const [starts, ends] = collectionHours[facts.collection.window];
  const attachment = calendarFile(
    {
      filename: "collection.ics",
      product: "Device collections",
      method: "PUBLISH",
      events: [
        {
          uid: `device-request-${facts.requestId}@${settings.domain}`,
          start: zonedInstant(facts.collection.day, starts, settings.timeZone),
          end: zonedInstant(facts.collection.day, ends, settings.timeZone),
          summary: words.subject(name),
          location: facts.address ?? "",
          description: body,
          status: "CONFIRMED",
        },
      ],
    },
    now,
  );
  const paragraphs = [
    body,
    ...(facts.address ? [words.address(facts.address)] : []),
    words.sign,
    words.link(facts.link),
  ];
  return { ...compose(locale, words.subject(name), paragraphs), attachment };
}
