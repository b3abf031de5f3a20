/**
 * The festival's page (`/pepper`, `/Pepper-Fest`): the next event with its ticket kinds and places left, a waitlist
 * offer when the page is opened from its email, and the post: buying one ticket holds its place and opens the
 * provider's hosted page (decision 124), or joining a sold-out kind's waitlist (`waitlistPage.server.ts`). Each
 * client may post a limited number of times an hour; past it the page says so (429), keeping what was typed.
 */
import { data, redirect } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { dayIn } from "~/gifts/days";
import { paymentsAdapter } from "~/gifts/payments.server";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { pageProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { eventWordsIn } from "~/events/words";
import { kindById, nextEvent, placesLeft } from "./eventStore.server";
import { isOfferKey } from "./ticketLinks.server";
import { attachSession, holdPlaces, releaseHold } from "./ticketHolds.server";
import { openOffer } from "./waitlist.server";
import { momentIn } from "./waitlistEmail.server";
import { EMAIL, joinAnswer, refusal, type TicketAnswer, type TicketTyped } from "./waitlistPage.server";

export type { TicketAnswer };

/** Posts (buying or joining the waitlist) one client may make an hour: a family buying several, and no more. */
export const TICKET_POSTS_PER_CLIENT_HOUR = 10;
const HOUR = 3_600_000;

/** The offer the address names (`?offer=<seq>&key=<key>`) while it is open; "gone" once it is not. */
async function offerOf(url: URL, locale: Locale) {
  const seq = Number(url.searchParams.get("offer"));
  if (!url.searchParams.has("offer")) return null;
  const key = url.searchParams.get("key");
  const offer = Number.isSafeInteger(seq) && isOfferKey(seq, key) ? await openOffer(db(), seq) : null;
  if (!offer) return "gone" as const;
  const until = momentIn(locale, offer.offerDeadline!);
  return { seq, key: key!, kindId: offer.kindId, name: offer.name, email: offer.email, until };
}

export async function pepperLoader(request: Request) {
  const { protection, headers } = await pageProtection(request);
  const url = new URL(request.url);
  const event = await nextEvent(db(), dayIn(env().orgTimeZone, Date.now()));
  const shown = event && {
    ...event,
    kinds: event.kinds.map((kind) => ({ ...kind, left: placesLeft(kind) })),
  };
  const offer = shown ? await offerOf(url, localeFromPath(url.pathname)) : null;
  const bought = url.searchParams.get("bought") === "1";
  return data({ event: shown, protection, onSale: paymentsAdapter() !== null, bought, offer }, { headers });
}

const absoluteIn = (locale: Locale, path: string) => `${env().publicUrl}${pathInLocale(locale, path)}`;

function typedOf(form: FormData | undefined): TicketTyped {
  const field = (name: string) => (form ? (singleText(form, name) ?? "").trim().slice(0, 120) : "");
  const waitlist = field("intent") === "waitlist";
  const prefix = waitlist ? "wait_" : "";
  return {
    form: waitlist ? "waitlist" : "buy",
    kindId: field(`${prefix}kind`),
    name: field(`${prefix}name`),
    email: field(`${prefix}email`),
    language: field("wait_language"),
    offer: field("offer"),
    key: field("key"),
  };
}

export async function pepperAction(request: Request, clientAddress: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = eventWordsIn(locale);
  const guarded = await readGuardedForm(request);
  const typed = typedOf(guarded.form);
  const refuse = (status: number, message: string) => refusal(typed, status, message);
  if (!guarded.ok) return refuse(guarded.spam ? 400 : guarded.status, guarded.message);
  if (!(await hitRateLimit(db(), `pepper:${clientAddress}`, TICKET_POSTS_PER_CLIENT_HOUR, HOUR))) {
    log.warn("ticket posts limited for client", { client: clientAddress });
    return refuse(429, words.tickets.tooMany);
  }
  if (typed.form === "waitlist") return joinAnswer(typed, locale);
  return buy(typed, locale);
}

async function buy(typed: TicketTyped, locale: Locale) {
  const words = eventWordsIn(locale);
  const refuse = (status: number, message: string) => refusal(typed, status, message);
  if (!typed.name) return refuse(400, words.tickets.wrongName);
  if (!EMAIL.test(typed.email)) return refuse(400, words.tickets.wrongEmail);
  const payments = paymentsAdapter();
  if (!payments) return refuse(409, words.tickets.notOnSale);
  const kind = await kindById(db(), typed.kindId);
  if (!kind) return refuse(400, words.tickets.soldOutNow);
  const offerSeq = typed.offer ? Number(typed.offer) : null;
  if (offerSeq !== null && !(Number.isSafeInteger(offerSeq) && isOfferKey(offerSeq, typed.key)))
    return refuse(409, words.waitlist.offerGone);
  const buyer = { name: typed.name, email: typed.email, locale };
  const held = await holdPlaces(db(), kind.id, 1, buyer, Date.now(), offerSeq);
  if (held.kind === "offer-gone") return refuse(409, words.waitlist.offerGone);
  if (held.kind !== "held") return refuse(409, words.tickets.soldOutNow);
  try {
    const checkout = await payments.createTicketCheckout({
      holdId: held.holdId,
      places: 1,
      priceCents: kind.priceCents,
      description: locale === "es" ? kind.nameEs : kind.nameEn,
      email: typed.email,
      locale,
      expiresAt: held.expiresAt,
      successUrl: `${absoluteIn(locale, "/pepper")}?bought=1`,
      cancelUrl: absoluteIn(locale, "/pepper"),
    });
    await attachSession(db(), held.holdId, checkout.sessionId);
    log.info("ticket checkout opened", { hold: held.holdId, email: maskEmail(typed.email) });
    return redirect(checkout.url, { status: 303, headers: personalHeaders() });
  } catch (error) {
    await releaseHold(db(), held.holdId);
    log.error("ticket checkout not opened", { hold: held.holdId, error });
    return refuse(503, words.tickets.notOnSale);
  }
}
