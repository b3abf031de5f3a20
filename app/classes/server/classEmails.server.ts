/**
 * The emails a class sends, in the student's language, each written into the outbox in the transaction that made
 * the change (a seat and its email commit together): the seat (with the meetings as an .ics file and a link to
 * cancel), the waitlist place (with its number and the same link), and a seat offered from the waitlist (a link to
 * confirm within OFFER_HOURS), and a completion (the certificate's number and its download link). The cancel and
 * confirm links are single-use (the links kit), valid until the class's last meeting; the certificate's link is
 * never spent and lasts CERTIFICATE_LINK_DAYS. A student who gave only a mobile number gets each of these as a
 * text instead (decision 094): short, naming the organisation and the first meeting, never their name, with the same
 * link (each link opens a page that asks before it changes anything).
 */
import { classCalendar } from "~/classes/calendar";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { courseTitleIn } from "~/classes/courseTitles";
import { classDayIn, classWordsIn } from "~/classes/words";
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { issueLink } from "~/kits/links/linkTokens.server";
import { issueOfferLink } from "~/kits/places/offerLink.server";
import { composeEmail, siteLink, type EmailPart } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { senderDomain } from "~/platform/mailIdentity.server";
import { NO_EXPIRY, enqueueMail } from "~/mail/outbox.server";
import { emailKey } from "~/kits/records/championLookup";
import { wakeMailSender } from "~/mail/sender.server";
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { classPlaceInText, classStartsInText, siteInText, textsIn } from "~/sms/textWords";
import { fitsInSegments } from "~/sms/segments";
import { clockTime } from "~/i18n/clockTime";
import type { Locale } from "~/i18n/locale";
import { wallClockIn } from "~/classes/meetings";
import type { Completed } from "./completions.server";
import { OFFER_HOURS, type Seat, type Then } from "./seats.server";
import type { ClassSession } from "./sessions.server";

export type ClassMailSettings = { publicUrl: string; timeZone: string; mailFrom: string };

export const cancelPath = (token: string) => `/dsclasses/cancel/${token}`;
export const certificatePath = (token: string) => `/dsclasses/certificate/${token}`;

/** How long the emailed certificate link works: long enough to show the certificate to an employer years on. */
export const CERTIFICATE_LINK_DAYS = 5 * 365;
export const confirmPath = (token: string) => `/dsclasses/confirm/${token}`;

/** A link lasts until the end of the class's last meeting (a cancelled place after that means nothing). */
export function linkValidFor(session: ClassSession, timeZone: string, now: number): number {
  const last = session.meetings.at(-1);
  const end = last ? zonedInstant(last.date, last.ends, timeZone) : now;
  return Math.max(end - now, 60 * 60 * 1000);
}

export function meetingParts(session: ClassSession, seat: Seat): EmailPart[] {
  const words = classWordsIn(seat.locale).emails;
  const place = session.place ?? classWordsIn(seat.locale).list.online;
  return [
    {
      text: session.meetings
        .map((meeting) =>
          words.meetingLine(
            classDayIn(seat.locale, meeting.date),
            clockTime(seat.locale, meeting.starts),
            clockTime(seat.locale, meeting.ends),
          ),
        )
        .join("\n"),
    },
    { text: words.where(place) },
  ];
}

export async function send(
  trx: Db,
  seat: Seat,
  composed: { subject: string; text: string; html: string },
  attachment?: ReturnType<typeof classCalendar>,
) {
  await enqueueMail(trx, {
    emailKey: emailKey(seat.email),
    recipient: seat.email,
    ...composed,
    notAfter: NO_EXPIRY,
    kind: "class",
    recordId: `class-seat-${seat.seq}`,
    ...(attachment ? { attachment } : {}),
  });
  afterCommit(trx, wakeMailSender);
}

/** The number to text instead of emailing: a student's who gave no email address. */
export const textedNumber = (seat: Seat) => (seat.email === "" && seat.phone ? seat.phone : null);

type ClassTexts = ReturnType<typeof textsIn>;

/** What a class's text names: the first meeting ("12/31 at 6:00 PM"), where ("at <place>", "online"), its link. */
export type TextParts = { starts: string; where: string; link: string };

/**
 * The text with the class's place whole or, when that would take more than two segments (a long address and a
 * long site address), with as many of the place's first words as fit and "..." (the email and the page carry it
 * whole; a text too long would cost three segments, or the carrier's cut).
 */
function placeThatFits(locale: Locale, place: string | null, write: (where: string) => string): string {
  const whole = write(classPlaceInText(locale, place));
  if (place === null || fitsInSegments(whole)) return whole;
  const words = place.split(/\s+/);
  for (let kept = words.length - 1; kept > 0; kept--) {
    const shorter = write(
      classPlaceInText(
        locale,
        `${words
          .slice(0, kept)
          .join(" ")
          .replace(/[,;:]$/, "")}...`,
      ),
    );
    if (fitsInSegments(shorter)) return shorter;
  }
  return write(classPlaceInText(locale, "..."));
}

/**
 * Queues the text `write` makes from the student's texts, the first meeting, the place and the short link (none
 * for a text that only confirms), with the mail; it is not sent after `notAfter`.
 */
export async function queueClassText(
  trx: Db,
  seat: Seat,
  settings: ClassMailSettings,
  session: ClassSession,
  link: { path: string | null; expiresAt: number },
  write: (texts: ClassTexts, parts: TextParts) => string,
) {
  const first = session.meetings[0];
  const starts = first ? classStartsInText(seat.locale, first.date, first.starts) : "";
  const address = link.path ? siteInText(siteLink(settings.publicUrl, seat.locale, link.path)) : "";
  const texts = textsIn(seat.locale, settings.publicUrl);
  await enqueueText(trx, {
    kind: "class",
    recipient: seat.phone!,
    body: placeThatFits(seat.locale, session.place, (where) => write(texts, { starts, where, link: address })),
    notAfter: link.expiresAt,
    recordId: `class-seat-${seat.seq}`,
  });
  afterCommit(trx, wakeTextSender);
}

/** An offer's deadline as a person reads it, in ORG_TIME_ZONE: "6:00 PM on Tuesday, March 2, 2027". */
export function deadlineIn(locale: Locale, deadline: number, timeZone: string): { email: string; text: string } {
  const { date, time } = wallClockIn(timeZone, deadline);
  return {
    email: classWordsIn(locale).emails.deadline(clockTime(locale, time), classDayIn(locale, date)),
    text: classStartsInText(locale, date, time),
  };
}

/** The confirmation of a seat or a waitlist place; `position` is the place on the waitlist (0 for a seat). */
export function placeTakenMail(settings: ClassMailSettings, session: ClassSession): Then {
  return async (trx, seat, position) => {
    const now = Date.now();
    const words = classWordsIn(seat.locale).emails;
    const title = singleLine(session.title);
    const { token, expiresAt } = await issueLink(
      trx,
      "class-cancel",
      String(seat.seq),
      linkValidFor(session, settings.timeZone, now),
      now,
    );
    if (textedNumber(seat)) {
      await queueClassText(trx, seat, settings, session, { path: cancelPath(token), expiresAt }, (texts, parts) =>
        seat.state === "seat"
          ? texts.classSeat(parts.starts, parts.where, parts.link)
          : texts.classWaitlist(parts.starts, parts.where, position, parts.link),
      );
      return;
    }
    const cancel: EmailPart[] = [
      { text: words.cancelText },
      { link: siteLink(settings.publicUrl, seat.locale, cancelPath(token)), label: words.cancelLink },
    ];
    const greeting = { text: words.seat.greeting(singleLine(seat.name)) };
    if (seat.state === "seat") {
      const course = courseTitleIn(seat.locale, session.course);
      const composed = composeEmail(seat.locale, words.seat.subject(title), [
        greeting,
        { text: words.seat.body(course, title) },
        ...meetingParts(session, seat),
        { text: words.calendar },
        ...cancel,
        { text: words.thanks },
      ]);
      const calendar = seatCalendar(settings, session, seat.locale, title, now);
      await send(trx, seat, composed, calendar);
      return;
    }
    const composed = composeEmail(seat.locale, words.waitlist.subject(title), [
      greeting,
      { text: words.waitlist.body(title, position) },
      ...meetingParts(session, seat),
      ...cancel,
      { text: words.thanks },
    ]);
    await send(trx, seat, composed);
  };
}

/**
 * A seat offered to the first waiting: a link to confirm it before the offer's deadline (OFFER_HOURS, never past
 * the class's start), which the email and the text state.
 */
export function seatOfferedMail(settings: ClassMailSettings, session: ClassSession): Then {
  return async (trx, seat) => {
    const words = classWordsIn(seat.locale).emails;
    const title = singleLine(session.title);
    const { token, expiresAt, deadline } = await issueOfferLink(trx, "class-offer", seat, OFFER_HOURS);
    const by = deadlineIn(seat.locale, deadline, settings.timeZone);
    if (textedNumber(seat)) {
      await queueClassText(trx, seat, settings, session, { path: confirmPath(token), expiresAt }, (texts, parts) =>
        texts.classOffer(parts.starts, parts.where, by.text, parts.link),
      );
      return;
    }
    const composed = composeEmail(seat.locale, words.offer.subject(title), [
      { text: words.offer.greeting(singleLine(seat.name)) },
      { text: words.offer.body(title, by.email) },
      { link: siteLink(settings.publicUrl, seat.locale, confirmPath(token)), label: words.offer.linkLabel },
      ...meetingParts(session, seat),
      { text: words.thanks },
    ]);
    await send(trx, seat, composed);
  };
}

/**
 * A student completed the class: their certificate's number, the link to download it (theirs alone, not spent by
 * a download) and how to apply for a computer next.
 */
export function completedMail(settings: ClassMailSettings, session: ClassSession): Completed {
  return async (trx, seat, number) => {
    const now = Date.now();
    const words = classWordsIn(seat.locale).completedEmail;
    const title = singleLine(session.title);
    const { token, expiresAt } = await issueLink(
      trx,
      "class-certificate",
      String(seat.seq),
      CERTIFICATE_LINK_DAYS * 86_400_000,
      now,
    );
    if (textedNumber(seat)) {
      await queueClassText(trx, seat, settings, session, { path: certificatePath(token), expiresAt }, (texts, parts) =>
        texts.classCompleted(number, parts.link),
      );
      return;
    }
    const composed = composeEmail(seat.locale, words.subject(title), [
      { text: words.greeting(singleLine(seat.name)) },
      { text: words.body(courseTitleIn(seat.locale, session.course), title) },
      { text: words.number(number) },
      { text: words.linkText },
      { link: siteLink(settings.publicUrl, seat.locale, certificatePath(token)), label: words.linkLabel },
      { text: words.apply },
      { link: siteLink(settings.publicUrl, seat.locale, "/apply"), label: words.applyLabel },
      { text: classWordsIn(seat.locale).emails.thanks },
    ]);
    await send(trx, seat, composed);
  };
}

/** The calendar of a seat's class, its meetings at the class's place (or online, in the seat's words), or its cancellation. */
export function seatCalendar(
  settings: { timeZone: string; mailFrom: string },
  session: ClassSession,
  locale: Locale,
  title: string,
  now: number,
  method: "PUBLISH" | "CANCEL" = "PUBLISH",
) {
  return classCalendar(
    {
      sessionId: session.id,
      summary: title,
      location: session.place ?? classWordsIn(locale).list.online,
      meetings: session.meetings,
    },
    { timeZone: settings.timeZone, domain: senderDomain(settings.mailFrom) },
    now,
    method,
  );
}
