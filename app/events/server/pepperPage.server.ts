/**
 * The festival's page (`/pepper`, `/Pepper-Fest`): the next event with its ticket kinds and places left, and the post
 * that holds a buyer's ticket and opens the provider's hosted page for it (decision 124).
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
import { eventWordsIn } from "~/events/words";
import { kindById, nextEvent, placesLeft } from "./eventStore.server";
import { attachSession, holdPlaces, releaseHold } from "./ticketHolds.server";

export async function pepperLoader(request: Request) {
  const { protection, headers } = await pageProtection(request);
  const event = await nextEvent(db(), dayIn(env().orgTimeZone, Date.now()));
  const shown = event && {
    ...event,
    kinds: event.kinds.map((kind) => ({ ...kind, left: placesLeft(kind) })),
  };
  const bought = new URL(request.url).searchParams.get("bought") === "1";
  return data({ event: shown, protection, onSale: paymentsAdapter() !== null, bought }, { headers });
}

export type BuyAnswer = { kindId: string; name: string; email: string; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const absoluteIn = (locale: Locale, path: string) => `${env().publicUrl}${pathInLocale(locale, path)}`;

export async function pepperAction(request: Request) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = eventWordsIn(locale).tickets;
  const guarded = await readGuardedForm(request);
  const field = (name: string) => (guarded.form ? (singleText(guarded.form, name) ?? "").trim().slice(0, 120) : "");
  const typed = { kindId: field("kind"), name: field("name"), email: field("email") };
  const refuse = (status: number, message: string) => data<BuyAnswer>({ ...typed, message }, { status });
  if (!guarded.ok) return refuse(guarded.spam ? 400 : guarded.status, guarded.message);
  if (!typed.name) return refuse(400, words.wrongName);
  if (!EMAIL.test(typed.email)) return refuse(400, words.wrongEmail);
  const payments = paymentsAdapter();
  if (!payments) return refuse(409, words.notOnSale);
  const kind = await kindById(db(), typed.kindId);
  if (!kind) return refuse(400, words.soldOutNow);
  const held = await holdPlaces(db(), kind.id, 1, { name: typed.name, email: typed.email, locale });
  if (held.kind !== "held") return refuse(409, words.soldOutNow);
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
    return refuse(503, words.notOnSale);
  }
}
