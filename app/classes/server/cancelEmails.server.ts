/**
 * A student who cancelled their place is told it is done (issue 45), in the cancellation's transaction: by email,
 * with the class's meetings and, for a seat whose confirmation carried the invitation, a calendar file that removes
 * them (METHOD:CANCEL, the invitation's UIDs, a later SEQUENCE); or, to one who gave only a mobile number, by a
 * short text naming the class's first meeting and place.
 */
import { classWordsIn } from "~/classes/words";
import { composeEmail } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import {
  linkValidFor,
  meetingParts,
  queueClassText,
  seatCalendar,
  send,
  textedNumber,
  type ClassMailSettings,
} from "./classEmails.server";
import type { Cancelled } from "./seats.server";
import type { ClassSession } from "./sessions.server";

export function placeCancelledMail(settings: ClassMailSettings, session: ClassSession): Cancelled {
  return async (trx, seat, was) => {
    const now = Date.now();
    if (textedNumber(seat)) {
      // Not worth sending once the class is over; the text carries no link.
      const expiresAt = now + linkValidFor(session, settings.timeZone, now);
      await queueClassText(trx, seat, settings, session, { path: null, expiresAt }, (texts, parts) =>
        texts.classCancelled(parts.starts, parts.where),
      );
      return;
    }
    const words = classWordsIn(seat.locale).emails;
    const title = singleLine(session.title);
    const invited = was === "seat";
    const composed = composeEmail(seat.locale, words.cancelled.subject(title), [
      { text: words.cancelled.greeting(singleLine(seat.name)) },
      { text: words.cancelled.body(title) },
      ...meetingParts(session, seat),
      ...(invited ? [{ text: words.cancelled.calendar }] : []),
      { text: words.thanks },
    ]);
    const calendar = invited ? seatCalendar(settings, session, seat.locale, title, now, "CANCEL") : undefined;
    await send(trx, seat, composed, calendar);
  };
}
