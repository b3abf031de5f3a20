/**
 * The Stripe stand-in's book (decision 116): every object it made (customers, payment intents, charges, invoices,
 * subscriptions, refunds, sessions) by id, as Stripe's API answers them, and the events their changes raise. A
 * payment is always a card `visa`/`4242` until the customer updates it on the billing page; a refund is Stripe's
 * `POST /v1/refunds` (whole or part of a charge, never more than is left).
 */
import { cents, field, metadataOf, branch, newId, noSuch, StripeApiError, unixNow, type FormTree } from "./stripeWire";

export type StripeObject = { id: string; object: string; [field: string]: unknown };
export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
};
export type Card = { brand: string; last4: string; exp_month: number; exp_year: number };

/** The API version the `stripe` package v23 pins; events carry it as Stripe's carry the account's. */
export const API_VERSION = "2026-10-28.endive";
export const FIRST_CARD: Card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 };
export const UPDATED_CARD: Card = { brand: "mastercard", last4: "4444", exp_month: 8, exp_year: 2035 };

/** What each id's prefix names, for `No such …` and for which objects `expand[]` may open. */
const KINDS: Record<string, string> = {
  cs: "checkout.session",
  cus: "customer",
  pi: "payment_intent",
  ch: "charge",
  in: "invoice",
  sub: "subscription",
  si: "subscription_item",
  re: "refund",
  pm: "payment_method",
  prod: "product",
  price: "price",
  bps: "billing_portal.session",
};
const kindOf = (id: string) => KINDS[id.replace(/_test_/, "_").split("_")[0]!];

export class StripeBook {
  readonly objects = new Map<string, StripeObject>();
  /** Raised events, in order, for the stand-in to deliver. */
  readonly raised: StripeEvent[] = [];

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  /** The object of this kind with this id, or Stripe's 404. */
  get(kind: string, id: string): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== kind) throw noSuch(kind, id);
    return found;
  }

  /** An event about the object as it is now (a copy), with what changed before, as Stripe's events carry them. */
  raise(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      type,
      created: unixNow(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.raised.push(event);
    return event;
  }

  customer(email: string | null): StripeObject {
    const method = this.paymentMethod(FIRST_CARD);
    return this.put({
      id: newId("cus", 14),
      object: "customer",
      email,
      created: unixNow(),
      livemode: false,
      invoice_settings: { default_payment_method: method.id },
      metadata: {},
    });
  }

  paymentMethod(card: Card): StripeObject {
    return this.put({ id: newId("pm"), object: "payment_method", type: "card", card, created: unixNow() });
  }

  /** The customer's card now (the first, or the one the billing page recorded). */
  cardOf(customerId: string): Card {
    const customer = this.get("customer", customerId) as StripeObject & {
      invoice_settings: { default_payment_method: string };
    };
    const method = this.get("payment_method", customer.invoice_settings.default_payment_method);
    return method.card as Card;
  }

  /** A payment by card: a succeeded payment intent and its charge (or a failed one, nothing captured). */
  payment(customerId: string | null, amount: number, currency: string, extra: { metadata?: object; failed?: boolean }) {
    const card = customerId ? this.cardOf(customerId) : FIRST_CARD;
    const created = unixNow();
    const intentId = newId("pi");
    const charge = this.put({
      id: newId("ch"),
      object: "charge",
      amount,
      amount_captured: extra.failed ? 0 : amount,
      amount_refunded: 0,
      captured: !extra.failed,
      created,
      currency,
      customer: customerId,
      livemode: false,
      metadata: {},
      paid: !extra.failed,
      payment_intent: intentId,
      payment_method_details: { type: "card", card },
      refunded: false,
      status: extra.failed ? "failed" : "succeeded",
      failure_code: extra.failed ? "card_declined" : null,
      failure_message: extra.failed ? "Your card was declined." : null,
    });
    const intent = this.put({
      id: intentId,
      object: "payment_intent",
      amount,
      amount_received: extra.failed ? 0 : amount,
      created,
      currency,
      customer: customerId,
      latest_charge: charge.id,
      livemode: false,
      metadata: extra.metadata ?? {},
      payment_method_types: ["card"],
      status: extra.failed ? "requires_payment_method" : "succeeded",
    });
    return { intent, charge };
  }

  /** `POST /v1/refunds`: part or all of what is left of a charge; raises `charge.refunded`. */
  refund(form: FormTree): StripeObject {
    const intentId = field(form, "payment_intent");
    const chargeId = field(form, "charge") ?? (intentId && this.get("payment_intent", intentId).latest_charge);
    if (typeof chargeId !== "string") throw new StripeApiError(400, "One of `charge` or `payment_intent` is required.");
    const charge = this.get("charge", chargeId) as StripeObject & { amount: number; amount_refunded: number };
    const left = charge.amount - charge.amount_refunded;
    if (charge.status !== "succeeded" || left === 0)
      throw new StripeApiError(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    const amount = field(form, "amount") === undefined ? left : cents(field(form, "amount"), "amount", 1);
    if (amount > left)
      throw new StripeApiError(
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        undefined,
        "amount",
      );
    const refund = this.put({
      id: newId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      created: unixNow(),
      currency: charge.currency,
      metadata: metadataOf(branch(form, "metadata")),
      payment_intent: charge.payment_intent,
      reason: field(form, "reason") ?? null,
      status: "succeeded",
    });
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.raise("charge.refunded", charge, previous);
    return refund;
  }

  /**
   * A copy of the object with the `expand[]` paths opened (`payment_intent.latest_charge`): each step must name an
   * id of an object in the book, as Stripe allows only expandable fields.
   */
  expand(object: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of paths) {
      let at: Record<string, unknown> = copy;
      for (const name of path.split(".")) {
        const value = at[name];
        // A field not set yet (a session's payment intent before it is paid) stays null, as Stripe answers it.
        if (value === null) break;
        const opened = typeof value === "string" && kindOf(value) ? structuredClone(this.objects.get(value)) : value;
        if (!opened || typeof opened !== "object")
          throw new StripeApiError(400, `This property cannot be expanded (${name}).`, undefined, "expand");
        at = at[name] = opened as Record<string, unknown>;
      }
    }
    return copy as StripeObject;
  }
}
