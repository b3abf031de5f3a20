/**
 * The question a reminder text asks ("Can't come? Reply NO"), read by the texts' webhook
 * (`app/sms/questionReplies.server.ts`): open from the reminder until the shift starts, for a place still held by
 * a volunteer who gets texts. "NO" or "CANCELAR" (any case, punctuation aside) gives the place up, offers it to the
 * first waiting, and the reply tells them so; any other text is not an answer.
 */
import { firstRow, sql } from "~/db/engine.server";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { org } from "~/config/org";
import type { TextQuestion } from "~/sms/questionReplies.server";
import { volunteerWordsIn } from "~/volunteering/words";
import { shiftPlaces } from "./places.server";
import { placeOfferedMessage, whenInText } from "./shiftMessages.server";
import { shiftById } from "./shifts.server";
import { volunteerMailSettings } from "./mailSettings.server";

const GIVE_UP_WORDS = ["NO", "CANCELAR"];

export const givesUp = (body: string) =>
  GIVE_UP_WORDS.includes(
    body
      .trim()
      .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "")
      .toUpperCase(),
  );

export const reminderQuestion: TextQuestion = {
  async latestOpen(db, phone, now) {
    const found = await firstRow(
      db,
      sql<{ seq: number | string; reminded_at: number | string; session_id: string }>`
        SELECT p.seq, p.reminded_at, p.session_id FROM volunteer_places p
        WHERE p.phone = ${phone} AND p.email = '' AND p.state = 'seat' AND p.reminded_at IS NOT NULL
        ORDER BY p.reminded_at DESC LIMIT 1`,
    );
    if (!found) return null;
    const settings = volunteerMailSettings();
    const shift = await shiftById(db, found.session_id);
    if (!shift || zonedInstant(shift.date, shift.starts, settings.timeZone) <= now.getTime()) return null;
    return {
      askedAt: new Date(Number(found.reminded_at)),
      async answer(trx, body) {
        if (!givesUp(body)) return null;
        const places = shiftPlaces(settings.timeZone);
        const place = await places.placeOf(trx, Number(found.seq));
        if (!place) return null;
        const given = await places.cancel(trx, place.seq, {
          cancelled: null,
          offer: placeOfferedMessage(settings, shift),
        });
        if (!given) return null;
        const when = whenInText(place.locale, shift.date, shift.starts);
        return volunteerWordsIn(place.locale).texts.gaveUp(org.shortName, when);
      },
    };
  },
};
