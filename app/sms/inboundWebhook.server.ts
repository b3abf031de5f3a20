/**
 * `POST /api/sms/inbound`, the provider's webhook for texts people send to the organisation's number (decision
 * 092). Only a request signed by the provider is read: its `X-Twilio-Signature` is checked over PUBLIC_URL and this
 * path (the address the number is configured with) and the POST parameters; unsigned or wrongly signed is 403,
 * and a client's refusals are limited as the billing webhook's are (429 past 10 a minute). Each text is applied once:
 * its `MessageSid` is kept (`sms_inbound_seen`, purged after RETENTION_DAYS) in the transaction that applies it, so a
 * replayed signed post, a START after a STOP among them, changes nothing and is answered with no reply.
 * STOP (or a synonym) stops every text to the number and sets aside what waits for it, START resumes, HELP is
 * answered with the organisation's contact; any other text goes to the question the site asked that number most
 * recently and that is still open (`questionReplies.server.ts`), which applies it in the same transaction and says
 * what to answer, or leaves it unread. The answer is TwiML in the webhook's own response: nothing is stored to say
 * it, it reaches a number that has stopped texts (carriers ask that STOP and HELP be answered even then), and it
 * does not wait on the outbox.
 */
import { changes, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { log } from "~/platform/log.server";
import { countWebhookRefusal } from "~/platform/rateLimit.server";
import type { TwilioSettings } from "./settings.server";
import { inboundAsk } from "./inboundText";
import { maskPhone, usMobileE164 } from "./phoneNumber";
import { answerOpenQuestion, type TextQuestion } from "./questionReplies.server";
import { setAsideTextsTo } from "./smsOutbox.server";
import { resumeTexts, stopTexts } from "./smsStops.server";
import { textsIn } from "./textWords";
import { isSignedByTwilio } from "./twilioSignature.server";

export const INBOUND_TEXT_PATH = "/api/sms/inbound";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** TwiML: a reply text, or nothing to say. */
function twiml(reply: string | null): Response {
  const body = reply ? `<Message>${escapeXml(reply)}</Message>` : "";
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`, {
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const refused = (status: number, sentence: string) =>
  new Response(sentence, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function answerInboundText(
  db: Db,
  request: Request,
  settings: { twilio: TwilioSettings | null; publicUrl: string },
  localeOf: (phone: string) => Promise<Locale>,
  clientAddress: string,
  now = Date.now(),
  questions: readonly TextQuestion[] = [],
): Promise<Response> {
  if (!settings.twilio) return refused(404, "Texts are not received here.");
  if (request.method !== "POST") return refused(405, "Texts arrive by POST.");
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return refused(415, "A form-encoded post is expected.");
  const params = [...new URLSearchParams(await request.text())];
  const url = `${settings.publicUrl}${INBOUND_TEXT_PATH}`;
  if (!isSignedByTwilio(settings.twilio.authToken, url, params, request.headers.get("x-twilio-signature"))) {
    const within = await countWebhookRefusal(db, "sms-inbound", clientAddress);
    log.warn("inbound text refused: not signed by the provider", { client: clientAddress });
    return within
      ? refused(403, "This request is not signed by the text messages provider.")
      : refused(429, "Too many refused requests. Try again in a minute.");
  }
  const form = new Map(params);
  const messageSid = form.get("MessageSid") ?? "";
  if (!/^[A-Za-z]{2}[0-9a-fA-F]{32}$/.test(messageSid)) return refused(400, "An inbound text names its MessageSid.");
  const from = usMobileE164(form.get("From") ?? "");
  // A number this site cannot text (not a US number) has nothing to stop or resume.
  if (!from) return twiml(null);
  /** Keeps the text's id in the caller's transaction; false when it was seen before (a replay). */
  const firstTime = async (trx: Db) =>
    (await changes(
      trx,
      sql`INSERT INTO sms_inbound_seen (message_sid, received_at) VALUES (${messageSid}, ${now})
         ON CONFLICT(message_sid) DO NOTHING`,
    )) === 1;
  const ask = inboundAsk(form.get("Body") ?? "");
  const spanishWord = /^\W*(parar|ayuda)\W*$/i.test(form.get("Body") ?? "");
  const texts = textsIn(spanishWord ? "es" : await localeOf(from), settings.publicUrl);
  log.info("inbound text", { from: maskPhone(from), ask });
  const applied = await inTransaction(db, async (trx) => {
    if (!(await firstTime(trx))) return null;
    if (ask === "stop") {
      await stopTexts(trx, from, now);
      return { setAside: await setAsideTextsTo(trx, from), reply: null };
    }
    if (ask === "start") await resumeTexts(trx, from);
    const reply =
      ask === "other" ? await answerOpenQuestion(trx, questions, from, form.get("Body") ?? "", new Date(now)) : null;
    return { setAside: 0, reply };
  });
  if (!applied) {
    log.info("inbound text seen before, not applied again", { from: maskPhone(from), ask });
    return twiml(null);
  }
  if (ask === "stop") {
    log.info("texts stopped", { to: maskPhone(from), setAside: applied.setAside });
    return twiml(texts.stopped());
  }
  if (ask === "start") {
    log.info("texts resumed", { to: maskPhone(from) });
    return twiml(texts.resumed());
  }
  if (ask === "help") return twiml(texts.help());
  if (applied.reply) log.info("inbound text answered a question", { from: maskPhone(from) });
  return twiml(applied.reply);
}
