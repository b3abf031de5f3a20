/**
 * The festival page's waitlist post: a sold-out kind, a name, an email and the language of the emails; the answer
 * says the person's place on the list, that they are already on it, or that the kind is on sale again. What was
 * typed comes back with a refusal.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import type { Locale } from "~/i18n/locale";
import { log, maskEmail } from "~/platform/log.server";
import { eventWordsIn } from "~/events/words";
import { joinWaitlist } from "./waitlist.server";

/** What the page's two forms post, as typed: the kind, the person, the waitlist's language, an offer's link. */
export type TicketTyped = {
  form: "buy" | "waitlist";
  kindId: string;
  name: string;
  email: string;
  language: string;
  offer: string;
  key: string;
};

export type TicketAnswer = { typed: TicketTyped; tone: "ok" | "problem"; message: string };

export const refusal = (typed: TicketTyped, status: number, message: string) =>
  data<TicketAnswer>({ typed, tone: "problem", message }, { status });

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function joinAnswer(typed: TicketTyped, locale: Locale) {
  const words = eventWordsIn(locale);
  if (!typed.name) return refusal(typed, 400, words.tickets.wrongName);
  if (!EMAIL.test(typed.email)) return refusal(typed, 400, words.tickets.wrongEmail);
  const language: Locale = typed.language === "es" ? "es" : "en";
  const joined = await joinWaitlist(db(), typed.kindId, { name: typed.name, email: typed.email, locale: language });
  log.info("ticket waitlist", { kind: typed.kindId, email: maskEmail(typed.email), answer: joined.kind });
  if (joined.kind === "not-found") return refusal(typed, 400, words.tickets.soldOutNow);
  if (joined.kind === "open") return refusal(typed, 409, words.waitlist.open);
  const message = joined.kind === "waiting" ? words.waitlist.joined(joined.position) : words.waitlist.already;
  return data<TicketAnswer>({ typed: { ...typed, name: "", email: "" }, tone: "ok", message });
}
