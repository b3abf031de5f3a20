/**
 * What a volunteer shift sends, in the person's language, each written into the outbox in the transaction of the
 * change (decision 119): the place or waitlist place (with a link to cancel), a place offered from the waitlist
 * (a link to confirm before its deadline), a cancellation, and the day-before reminder. A person who gave only a
 * mobile number gets each as a text instead: short, naming the organisation and the shift's day and time, never
 * their name; the reminder's text asks for "NO" (or "CANCELAR") when they cannot come.
 */
import { org } from "~/config/org";
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { clockTime } from "~/i18n/clockTime";
import type { Locale } from "~/i18n/locale";
import { wallClockIn } from "~/kits/calendar/days";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { issueLink } from "~/kits/links/linkTokens.server";
import { issueOfferLink } from "~/kits/places/offerLink.server";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail, siteLink, type EmailPart } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { NO_EXPIRY, enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { siteInText } from "~/sms/textWords";
import { OFFER_HOURS } from "~/volunteering/roles";
import { shiftDayIn, volunteerWordsIn } from "~/volunteering/words";
import type { Cancelled, Place, Then } from "./places.server";
import type { Shift } from "./shifts.server";

export type VolunteerMailSettings = { publicUrl: string; timeZone: string };

export const cancelPath = (token: string) => `/volunteer/cancel/${token}`;
export const confirmPath = (token: string) => `/volunteer/confirm/${token}`;

/** The number to text instead of emailing: a volunteer's who gave no email address. */
export const textedNumber = (place: Pick<Place, "email" | "phone">) =>
  place.email === "" && place.phone ? place.phone : null;

/** Until the shift ends: a link or a text after that means nothing. */
const untilEnd = (shift: Shift, timeZone: string, now: number) =>
  Math.max(zonedInstant(shift.date, shift.ends, timeZone) - now, 60 * 60 * 1000);

/** The shift's day and time as a text names them: "12/31 at 10:00 AM". */
export function whenInText(locale: Locale, date: string, time: string): string {
  const [, month, day] = date.split("-").map(Number);
  return volunteerWordsIn(locale).texts.when(
    locale === "es" ? `${day}/${month}` : `${month}/${day}`,
    clockTime(locale, time),
  );
}

function shiftParts(shift: Shift, locale: Locale): EmailPart[] {
  const words = volunteerWordsIn(locale);
  return [
    {
      text: words.emails.when(
        shiftDayIn(locale, shift.date),
        clockTime(locale, shift.starts),
        clockTime(locale, shift.ends),
      ),
    },
    { text: words.emails.where(shift.place ?? words.list.remote) },
  ];
}

async function mail(trx: Db, place: Place, subject: string, parts: EmailPart[]) {
  await enqueueMail(trx, {
    emailKey: emailKey(place.email),
    recipient: place.email,
    ...composeEmail(place.locale, subject, parts),
    notAfter: NO_EXPIRY,
    kind: "volunteer",
    recordId: `volunteer-place-${place.seq}`,
  });
  afterCommit(trx, wakeMailSender);
}

/** Queues a text to the place's number, not sent after `notAfter`. */
export async function text(trx: Db, place: Place, body: string, notAfter: number) {
  await enqueueText(trx, {
    kind: "volunteer",
    recipient: place.phone!,
    body,
    notAfter,
    recordId: `volunteer-place-${place.seq}`,
  });
  afterCommit(trx, wakeTextSender);
}

const link = (settings: VolunteerMailSettings, locale: Locale, path: string) =>
  siteInText(siteLink(settings.publicUrl, locale, path));

/** The confirmation of a place or a waitlist place; `position` is the place on the waitlist (0 for a place). */
export function placeTakenMessage(settings: VolunteerMailSettings, shift: Shift): Then {
  return async (trx, place, position) => {
    const now = Date.now();
    const words = volunteerWordsIn(place.locale);
    const title = singleLine(shift.title);
    const validFor = untilEnd(shift, settings.timeZone, now);
    const { token, expiresAt } = await issueLink(trx, "volunteer-cancel", String(place.seq), validFor, now);
    if (textedNumber(place)) {
      const when = whenInText(place.locale, shift.date, shift.starts);
      const to = link(settings, place.locale, cancelPath(token));
      const body =
        place.state === "seat"
          ? words.texts.seat(org.shortName, when, to)
          : words.texts.waitlist(org.shortName, when, position, to);
      await text(trx, place, body, expiresAt);
      return;
    }
    const seat = place.state === "seat";
    await mail(trx, place, seat ? words.emails.seat.subject(title) : words.emails.waitlist.subject(title), [
      { text: words.emails.greeting(singleLine(place.name)) },
      {
        text: seat
          ? words.emails.seat.body(words.roles[shift.role], title)
          : words.emails.waitlist.body(title, position),
      },
      ...shiftParts(shift, place.locale),
      { text: words.emails.cancelText },
      { link: siteLink(settings.publicUrl, place.locale, cancelPath(token)), label: words.emails.cancelLink },
      { text: words.emails.thanks },
    ]);
  };
}

/** An offer's deadline as a person reads it, in ORG_TIME_ZONE. */
export function deadlineIn(locale: Locale, deadline: number, timeZone: string): { email: string; text: string } {
  const { date, time } = wallClockIn(timeZone, deadline);
  return {
    email: volunteerWordsIn(locale).emails.deadline(clockTime(locale, time), shiftDayIn(locale, date)),
    text: whenInText(locale, date, time),
  };
}

/** A place offered to the first waiting: a link to confirm it before the offer's deadline. */
export function placeOfferedMessage(settings: VolunteerMailSettings, shift: Shift): Then {
  return async (trx, place) => {
    const words = volunteerWordsIn(place.locale);
    const title = singleLine(shift.title);
    const { token, expiresAt, deadline } = await issueOfferLink(trx, "volunteer-offer", place, OFFER_HOURS);
    const by = deadlineIn(place.locale, deadline, settings.timeZone);
    if (textedNumber(place)) {
      const when = whenInText(place.locale, shift.date, shift.starts);
      await text(
        trx,
        place,
        words.texts.offer(org.shortName, when, by.text, link(settings, place.locale, confirmPath(token))),
        expiresAt,
      );
      return;
    }
    await mail(trx, place, words.emails.offer.subject(title), [
      { text: words.emails.greeting(singleLine(place.name)) },
      { text: words.emails.offer.body(title, by.email) },
      { link: siteLink(settings.publicUrl, place.locale, confirmPath(token)), label: words.emails.offer.linkLabel },
      ...shiftParts(shift, place.locale),
      { text: words.emails.thanks },
    ]);
  };
}

/** A place given up, confirmed to the person (a waitlist place or an offer as well as a place). */
export function placeCancelledMessage(settings: VolunteerMailSettings, shift: Shift): Cancelled {
  return async (trx, place) => {
    const words = volunteerWordsIn(place.locale);
    const title = singleLine(shift.title);
    if (textedNumber(place)) {
      const when = whenInText(place.locale, shift.date, shift.starts);
      await text(
        trx,
        place,
        words.texts.cancelled(org.shortName, when),
        Date.now() + untilEnd(shift, settings.timeZone, Date.now()),
      );
      return;
    }
    await mail(trx, place, words.emails.cancelled.subject(title), [
      { text: words.emails.greeting(singleLine(place.name)) },
      { text: words.emails.cancelled.body(title) },
      ...shiftParts(shift, place.locale),
      { text: words.emails.thanks },
    ]);
  };
}

/** The reminder the day before: by text (answered "NO" to give the place up) or by email with the cancel link. */
export async function reminderMessage(
  trx: Db,
  settings: VolunteerMailSettings,
  shift: Shift,
  place: Place,
  now: number,
) {
  const words = volunteerWordsIn(place.locale);
  const expires = now + untilEnd(shift, settings.timeZone, now);
  if (textedNumber(place)) {
    await text(
      trx,
      place,
      words.texts.reminder(org.shortName, whenInText(place.locale, shift.date, shift.starts)),
      expires,
    );
    return;
  }
  const title = singleLine(shift.title);
  const { token } = await issueLink(trx, "volunteer-cancel", String(place.seq), expires - now, now);
  await mail(trx, place, words.emails.reminder.subject(title), [
    { text: words.emails.greeting(singleLine(place.name)) },
    { text: words.emails.reminder.body(title) },
    ...shiftParts(shift, place.locale),
    { text: words.emails.cancelText },
    { link: siteLink(settings.publicUrl, place.locale, cancelPath(token)), label: words.emails.cancelLink },
    { text: words.emails.thanks },
  ]);
}
