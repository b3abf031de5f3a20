/**
 * The payment provider behind one adapter (issue 47, decision 115): Stripe, through its official package, with its
 * hosted Checkout page, so card data never reaches this site. Built from the wing's settings (`STRIPE_*`): the API's
 * address may point at a stand-in that speaks the same API (the tests'), and nothing else in the app knows Stripe's
 * shapes. Every call that creates something carries an idempotency key derived from what it is for, so a retried
 * request finds the first answer. Amounts are whole US cents. Of a card, only its brand and last four are read.
 * Unset settings are the fallback: `paymentsAdapter()` is null and the pages say how to give by check or transfer.
 */
import Stripe from "stripe";
import type { Locale } from "~/i18n/locale";
import { cardOf, type Card } from "~/gifts/server/giftLedger.server";
import type { Frequency } from "~/gifts/amounts";
import { giftSettingsNow, STRIPE_API, type StripeSettings } from "~/gifts/settings.server";

/** Stripe's hosted Checkout pages (`https://checkout.stripe.com/c/pay/cs_…`). */
const STRIPE_CHECKOUT = "https://checkout.stripe.com";

/** A provider object as the webhook and the API hand it over: read field by field, whatever else it carries. */
export type ProviderObject = Record<string, unknown>;

export type Checkout = {
  giftId: string;
  frequency: Frequency;
  /** What is charged (each month, for a monthly gift): the gift and the fee covered, in cents. */
  chargeCents: number;
  /** What the donor's card statement and the hosted page name. */
  description: string;
  email: string;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  /**
   * The campaign and the supporter's page the gift credits (decisions 123, 125), named in the metadata too so the
   * provider's records say it; the site reads them from the gift, never from the provider.
   */
  credits?: { campaignId: string; supporterId: string | null } | null;
};

/** Festival tickets held for a buyer, to pay on the hosted page: the places, each at the kind's price in cents. */
export type TicketCheckout = Omit<Checkout, "giftId" | "frequency" | "chargeCents"> & {
  holdId: string;
  places: number;
  priceCents: number;
  /** When the hold ends (ms); the hosted page expires with it. */
  expiresAt: number;
};

/** What a paid charge tells a receipt: its id, amount, time and card. */
export type PaidCharge = {
  chargeId: string;
  paymentIntentId: string | null;
  amountCents: number;
  paidAt: number;
  card: Card;
  refundedCents: number;
};

export type SubscriptionState = {
  id: string;
  status: string;
  /** When a pause ends (ms), or null when it is not paused. */
  resumesAt: number | null;
  amountCents: number | null;
  customerId: string | null;
  /** The gift this site named in the subscription's metadata when it opened the hosted page. */
  giftId: string | null;
};

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === "object" ? text((value as ProviderObject).id) : null);
const numberOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const objectOf = (value: unknown): ProviderObject | null =>
  value && typeof value === "object" ? (value as ProviderObject) : null;

/** A charge's receipt facts; its card's brand and last four only. */
export function paidChargeOf(charge: ProviderObject): PaidCharge | null {
  const chargeId = text(charge.id);
  const amount = numberOf(charge.amount);
  if (!chargeId || amount === null) return null;
  const details = objectOf(objectOf(charge.payment_method_details)?.card);
  return {
    chargeId,
    paymentIntentId: idOf(charge.payment_intent),
    amountCents: amount,
    paidAt: (numberOf(charge.created) ?? Date.now() / 1000) * 1000,
    card: cardOf({ brand: text(details?.brand), last4: text(details?.last4) }),
    refundedCents: numberOf(charge.amount_refunded) ?? 0,
  };
}

/** A subscription's state as this site keeps it. */
export function subscriptionStateOf(subscription: ProviderObject): SubscriptionState | null {
  const id = text(subscription.id);
  if (!id) return null;
  const pause = objectOf(subscription.pause_collection);
  const item = objectOf((objectOf(subscription.items)?.data as unknown[] | undefined)?.[0]);
  const resumes = numberOf(pause?.resumes_at);
  return {
    id,
    status: text(subscription.status) ?? "active",
    resumesAt: pause ? (resumes === null ? null : resumes * 1000) : null,
    amountCents: numberOf(objectOf(item?.price)?.unit_amount),
    customerId: idOf(subscription.customer),
    giftId: text(objectOf(subscription.metadata)?.gift_id),
  };
}

/** The subscription an invoice belongs to, in the older shape (`subscription`) or the newer (`parent`). */
export function invoiceSubscriptionOf(invoice: ProviderObject): string | null {
  const details = objectOf(objectOf(invoice.parent)?.subscription_details);
  return idOf(invoice.subscription) ?? idOf(details?.subscription);
}

export function createPayments(settings: StripeSettings) {
  const base = new URL(settings.apiBase);
  const stripe = new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  const asObject = (value: unknown) => value as unknown as ProviderObject;

  return {
    /** Opens the hosted page for a gift; the same gift asks once (its id is the idempotency key). */
    async createCheckout(checkout: Checkout): Promise<{ sessionId: string; url: string }> {
      const credits = checkout.credits;
      const metadata = {
        gift_id: checkout.giftId,
        ...(credits ? { campaign_id: credits.campaignId } : {}),
        ...(credits?.supporterId ? { supporter_id: credits.supporterId } : {}),
      };
      const monthly = checkout.frequency === "monthly";
      const session = await stripe.checkout.sessions.create(
        {
          mode: monthly ? "subscription" : "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: checkout.chargeCents,
                product_data: { name: checkout.description },
                ...(monthly ? { recurring: { interval: "month" as const } } : {}),
              },
            },
          ],
          customer_email: checkout.email,
          client_reference_id: checkout.giftId,
          metadata,
          locale: checkout.locale,
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
          ...(monthly
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata }, customer_creation: "always" as const }),
        },
        { idempotencyKey: `gift-checkout:${checkout.giftId}` },
      );
      if (!session.url) throw new Error("the provider opened no hosted page");
      return { sessionId: session.id, url: session.url };
    },

    /**
     * Opens the hosted page for festival tickets held for a buyer (decision 124): payment mode, the session's
     * metadata `kind: "ticket"` telling the webhook to hand its events to the events wing, expiring with the hold.
     */
    async createTicketCheckout(checkout: TicketCheckout): Promise<{ sessionId: string; url: string }> {
      const metadata = { kind: "ticket", hold_id: checkout.holdId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: checkout.places,
              price_data: {
                currency: "usd",
                unit_amount: checkout.priceCents,
                product_data: { name: checkout.description },
              },
            },
          ],
          customer_email: checkout.email,
          client_reference_id: checkout.holdId,
          metadata,
          payment_intent_data: { metadata },
          locale: checkout.locale,
          expires_at: Math.floor(checkout.expiresAt / 1000),
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        },
        { idempotencyKey: `ticket-checkout:${checkout.holdId}` },
      );
      if (!session.url) throw new Error("the provider opened no hosted page");
      return { sessionId: session.id, url: session.url };
    },

    async session(id: string): Promise<ProviderObject> {
      return asObject(await stripe.checkout.sessions.retrieve(id));
    },

    /** The charge that paid a payment intent, with its card. */
    async chargeOfPaymentIntent(id: string): Promise<PaidCharge | null> {
      const intent = asObject(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      const latest = intent.latest_charge;
      const charge = objectOf(latest) ?? (text(latest) ? asObject(await stripe.charges.retrieve(text(latest)!)) : null);
      return charge ? paidChargeOf(charge) : null;
    },

    async charge(id: string): Promise<PaidCharge | null> {
      return paidChargeOf(asObject(await stripe.charges.retrieve(id)));
    },

    async invoice(id: string): Promise<ProviderObject> {
      return asObject(await stripe.invoices.retrieve(id));
    },

    async subscription(id: string): Promise<SubscriptionState | null> {
      return subscriptionStateOf(asObject(await stripe.subscriptions.retrieve(id)));
    },

    /** Pauses collection until `resumesAt` (ms): the months in between are not charged. */
    async pause(subscriptionId: string, resumesAt: number): Promise<void> {
      await stripe.subscriptions.update(
        subscriptionId,
        { pause_collection: { behavior: "void", resumes_at: Math.floor(resumesAt / 1000) } },
        { idempotencyKey: `gift-pause:${subscriptionId}:${resumesAt}` },
      );
    },

    async resume(subscriptionId: string, at = Date.now()): Promise<void> {
      await stripe.subscriptions.update(
        subscriptionId,
        { pause_collection: "" },
        { idempotencyKey: `gift-resume:${subscriptionId}:${at}` },
      );
    },

    /** A new monthly amount from the next month on (no proration), on the same product. */
    async changeAmount(subscriptionId: string, chargeCents: number, at = Date.now()): Promise<void> {
      const subscription = asObject(await stripe.subscriptions.retrieve(subscriptionId));
      const item = objectOf((objectOf(subscription.items)?.data as unknown[] | undefined)?.[0]);
      const product = idOf(objectOf(item?.price)?.product);
      const itemId = text(item?.id);
      if (!itemId || !product) throw new Error("the subscription has no item to change");
      await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [
            {
              id: itemId,
              price_data: { currency: "usd", product, unit_amount: chargeCents, recurring: { interval: "month" } },
            },
          ],
          proration_behavior: "none",
        },
        { idempotencyKey: `gift-amount:${subscriptionId}:${chargeCents}:${at}` },
      );
    },

    async cancel(subscriptionId: string): Promise<void> {
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `gift-cancel:${subscriptionId}` });
    },

    /** Refunds a charge, whole or `amountCents` of it; `key` names this refund (a retry finds the first). */
    async refund(chargeId: string, amountCents: number | null, key: string): Promise<void> {
      await stripe.refunds.create(
        { charge: chargeId, ...(amountCents === null ? {} : { amount: amountCents }) },
        { idempotencyKey: `gift-refund:${key}` },
      );
    },

    /** The provider's page where a donor updates their card, returning to `returnUrl`. */
    async cardUpdatePage(customerId: string, returnUrl: string, key: string): Promise<string> {
      const portal = await stripe.billingPortal.sessions.create(
        { customer: customerId, return_url: returnUrl, flow_data: { type: "payment_method_update" } },
        { idempotencyKey: `gift-card:${key}` },
      );
      return portal.url;
    },

    /** The event a webhook carries, verified by its `Stripe-Signature` (throws when forged or too old). */
    verifiedEvent(rawBody: string, signature: string): ProviderObject {
      return asObject(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret));
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;

/** Where the provider's hosted Checkout page lives: Stripe's own, or the stand-in's address; none when unset. */
export function hostedPageOrigins(): string[] {
  const settings = giftSettingsNow().stripe;
  if (!settings) return [];
  return settings.apiBase === STRIPE_API ? [STRIPE_CHECKOUT] : [new URL(settings.apiBase).origin];
}

let current: { settings: StripeSettings; payments: Payments } | null = null;

/** The provider from the settings, or null when they are unset (giving by card is then unavailable). */
export function paymentsAdapter(): Payments | null {
  const settings = giftSettingsNow().stripe;
  if (!settings) return null;
  if (current?.settings !== settings) current = { settings, payments: createPayments(settings) };
  return current.payments;
}
