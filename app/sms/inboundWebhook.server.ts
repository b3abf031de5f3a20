/**
 * `POST /api/sms/inbound`, the provider's webhook for texts people send to the organisation's number (decision
 * 092). Only a request signed by the provider is read: its `X-Twilio-Signature` is checked over PUBLIC_URL and this
 * path (the address the number is configured with) and the POST parameters; unsigned or wrongly signed is 403.
 * STOP (or a synonym) stops every text to the number and sets aside what waits for it, START resumes, HELP is
 * answered with the organisation's contact. The answer is TwiML in the webhook's own response: nothing is stored
 * to say it, it reaches a number that has stopped texts (carriers ask that STOP and HELP be answered even then),
 * and it does not wait on the outbox.
 */
import type { Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { log } from "~/platform/log.server";
import type { TwilioSettings } from "./settings.server";
import { inboundAsk } from "./inboundText";
import { maskPhone, usMobileE164 } from "./phoneNumber";
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
): Promise<Response> {
  if (!settings.twilio) return refused(404, "Texts are not received here.");
  if (request.method !== "POST") return refused(405, "Texts arrive by POST.");
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return refused(415, "A form-encoded post is expected.");
  const params = [...new URLSearchParams(await request.text())];
  const url = `${settings.publicUrl}${INBOUND_TEXT_PATH}`;
  if (!isSignedByTwilio(settings.twilio.authToken, url, params, request.headers.get("x-twilio-signature"))) {
    log.warn("inbound text refused: not signed by the provider");
    return refused(403, "This request is not signed by the text messages provider.");
  }
  const form = new Map(params);
  const from = usMobileE164(form.get("From") ?? "");
  // A number this site cannot text (not a US number) has nothing to stop or resume.
  if (!from) return twiml(null);
  const ask = inboundAsk(form.get("Body") ?? "");
  const spanishWord = /^\W*(parar|ayuda)\W*$/i.test(form.get("Body") ?? "");
  const texts = textsIn(spanishWord ? "es" : await localeOf(from), settings.publicUrl);
  log.info("inbound text", { from: maskPhone(from), ask });
  if (ask === "stop") {
    const setAside = await inTransaction(db, async (trx) => {
      await stopTexts(trx, from);
      return setAsideTextsTo(trx, from);
    });
    log.info("texts stopped", { to: maskPhone(from), setAside });
    return twiml(texts.stopped());
  }
  if (ask === "start") {
    await resumeTexts(db, from);
    log.info("texts resumed", { to: maskPhone(from) });
    return twiml(texts.resumed());
  }
  if (ask === "help") return twiml(texts.help());
  return twiml(null);
}
