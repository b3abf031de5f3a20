/**
 * The Stripe stand-in's hosted pages (decision 116): small valid HTML that works without JavaScript, in English or
 * Spanish by the session's `locale` (`es…` is Spanish). Checkout's page says what is paid and has the buttons "Pay"
 * and "Decline" ("Pagar", "Rechazar") and the link "Back" ("Volver") to the cancel address; a declined card is said
 * as Stripe's page says it. The billing page shows the card and records a new one with "Update card".
 */
import type { Card } from "./stripeBook";

const WORDS = {
  en: {
    pay: "Pay",
    decline: "Decline",
    back: "Back",
    monthly: "per month",
    testCard: (card: Card) => `Test card: ${card.brand} ending in ${card.last4}.`,
    declined: "Your card was declined.",
    complete: "This payment is complete.",
    expired: "This checkout session has expired.",
    billing: "Your payment method",
    current: (card: Card) => `Card on file: ${card.brand} ending in ${card.last4}.`,
    update: "Update card",
  },
  es: {
    pay: "Pagar",
    decline: "Rechazar",
    back: "Volver",
    monthly: "al mes",
    testCard: (card: Card) => `Tarjeta de prueba: ${card.brand} terminada en ${card.last4}.`,
    declined: "Su tarjeta fue rechazada.",
    complete: "Este pago ya está hecho.",
    expired: "Esta sesión de pago ha caducado.",
    billing: "Su forma de pago",
    current: (card: Card) => `Tarjeta registrada: ${card.brand} terminada en ${card.last4}.`,
    update: "Actualizar tarjeta",
  },
};
export type PageLocale = keyof typeof WORDS;
export const pageLocale = (locale: unknown): PageLocale =>
  typeof locale === "string" && locale.startsWith("es") ? "es" : "en";

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(locale: PageLocale, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const money = (cents: number, currency: string, locale: PageLocale) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { style: "currency", currency }).format(cents / 100);

export type CheckoutView = {
  id: string;
  locale: PageLocale;
  name: string;
  amount: number;
  currency: string;
  monthly: boolean;
  email: string | null;
  cancelUrl: string | null;
  status: "open" | "complete" | "expired";
  card: Card;
  declined: boolean;
};

/** Checkout's hosted page: what is paid, and Pay/Decline (one form, a button each) while the session is open. */
export function checkoutPage(view: CheckoutView): string {
  const words = WORDS[view.locale];
  const amount = `${money(view.amount, view.currency, view.locale)}${view.monthly ? ` ${words.monthly}` : ""}`;
  const back = view.cancelUrl ? `<p><a href="${escape(view.cancelUrl)}">${words.back}</a></p>` : "";
  const state =
    view.status === "open"
      ? `${view.declined ? `<p role="alert">${words.declined}</p>\n` : ""}<p>${escape(words.testCard(view.card))}</p>
<form method="post" action="/pay/${escape(view.id)}">
<button type="submit" name="action" value="pay">${words.pay}</button>
<button type="submit" name="action" value="decline">${words.decline}</button>
</form>
${back}`
      : `<p>${view.status === "complete" ? words.complete : words.expired}</p>`;
  return page(
    view.locale,
    view.name,
    `<p>${escape(amount)}</p>\n${view.email ? `<p>${escape(view.email)}</p>\n` : ""}${state}`,
  );
}

/** The billing portal's page: the card on file and "Update card", which records a new one. */
export function billingPage(view: { id: string; locale: PageLocale; card: Card; returnUrl: string }): string {
  const words = WORDS[view.locale];
  return page(
    view.locale,
    words.billing,
    `<p>${escape(words.current(view.card))}</p>
<form method="post" action="/billing/${escape(view.id)}">
<button type="submit">${words.update}</button>
</form>
<p><a href="${escape(view.returnUrl)}">${words.back}</a></p>`,
  );
}
