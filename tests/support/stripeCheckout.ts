/**
 * The Stripe stand-in's Checkout (decision 116): `POST /v1/checkout/sessions` with one inline-priced line item in
 * `payment` or `subscription` (monthly) mode, answered as Stripe's `checkout.session`; paying on the hosted page
 * completes it as Stripe's Checkout does (a customer, then a payment intent and its charge, or a subscription and
 * its first invoice) and raises `checkout.session.completed` (and `invoice.paid` for a subscription); a declined
 * card changes nothing; an expired session raises `checkout.session.expired`.
 */
import { StripeBilling, type Plan } from "./stripeBilling";
import { StripeBook, type StripeObject } from "./stripeBook";
import { branch, cents, field, metadataOf, missing, newId, StripeApiError, unixNow, type FormTree } from "./stripeWire";

type Session = StripeObject & {
  status: "open" | "complete" | "expired";
  mode: "payment" | "subscription";
  locale: string | null;
  customer: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  amount_total: number;
  currency: string;
};
/** What the hosted page shows and what paying makes, kept beside the session as Stripe keeps its line items. */
type Order = Plan & {
  interval: "month" | null;
  intentMetadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  createCustomer: boolean;
};

const MODES = ["payment", "subscription"];

export class StripeCheckout {
  private readonly orders = new Map<string, Order>();

  constructor(
    private readonly book: StripeBook,
    private readonly billing: StripeBilling,
  ) {}

  create(form: FormTree, base: string): StripeObject {
    const mode = field(form, "mode");
    if (!mode) throw missing("mode");
    if (!MODES.includes(mode))
      throw new StripeApiError(
        400,
        `Invalid mode: must be one of ${MODES.join(" or ")} (the stand-in's subset)`,
        "parameter_invalid_enum",
        "mode",
      );
    const successUrl = field(form, "success_url");
    if (!successUrl) throw missing("success_url");
    const items = branch(form, "line_items");
    if (Object.keys(items).length !== 1)
      throw new StripeApiError(
        400,
        "The stand-in takes exactly one line item.",
        "parameter_invalid_empty",
        "line_items",
      );
    const price = branch(items, "0", "price_data");
    const at = (name: string) => `line_items[0][price_data][${name}]`;
    const currency = field(price, "currency");
    if (!currency) throw missing(at("currency"));
    const name = field(price, "product_data", "name");
    if (!name) throw missing(at("product_data][name"));
    const interval = field(price, "recurring", "interval");
    if ((mode === "subscription") !== (interval === "month"))
      throw new StripeApiError(
        400,
        mode === "subscription"
          ? "You must provide at least one recurring price in `subscription` mode when using prices."
          : "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
        undefined,
        at("recurring][interval"),
      );
    const quantity = cents(field(items, "0", "quantity") ?? "1", "line_items[0][quantity]", 1);
    const amount = cents(field(price, "unit_amount"), at("unit_amount"), 50) * quantity;
    const customer = field(form, "customer") ?? null;
    if (customer) this.book.get("customer", customer);
    const id = newId("cs_test", 58);
    this.orders.set(id, {
      amount,
      currency,
      name,
      interval: interval === "month" ? "month" : null,
      intentMetadata: metadataOf(branch(form, "payment_intent_data", "metadata")),
      subscriptionMetadata: metadataOf(branch(form, "subscription_data", "metadata")),
      createCustomer: mode === "subscription" || field(form, "customer_creation") === "always",
    });
    const created = unixNow();
    return this.book.put({
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: field(form, "cancel_url") ?? null,
      client_reference_id: field(form, "client_reference_id") ?? null,
      created,
      currency,
      customer,
      customer_creation: mode === "payment" ? (field(form, "customer_creation") ?? "if_required") : null,
      customer_details: null,
      customer_email: field(form, "customer_email") ?? null,
      expires_at: created + 24 * 3600,
      invoice: null,
      livemode: false,
      locale: field(form, "locale") ?? null,
      metadata: metadataOf(branch(form, "metadata")),
      mode,
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      submit_type: field(form, "submit_type") ?? null,
      subscription: null,
      success_url: successUrl,
      url: `${base}/pay/${id}`,
    });
  }

  session(id: string): Session {
    return this.book.get("checkout.session", id) as Session;
  }

  order(id: string): Order {
    this.session(id);
    return this.orders.get(id)!;
  }

  private open(id: string): Session {
    const session = this.session(id);
    if (session.status !== "open")
      throw new StripeApiError(
        400,
        `This Checkout Session is no longer open (it is ${session.status}).`,
        "checkout_session_not_open",
      );
    return session;
  }

  /** The hosted page's "Pay": completed and paid by the card `visa`/`4242`; answers where the page sends the payer. */
  pay(id: string): string {
    const session = this.open(id);
    const order = this.orders.get(id)!;
    const customer = session.customer ?? (order.createCustomer ? this.book.customer(session.customer_email).id : null);
    let invoice: StripeObject | null = null;
    if (session.mode === "payment") {
      const { intent } = this.book.payment(customer, order.amount, order.currency, { metadata: order.intentMetadata });
      session.payment_intent = intent.id;
    } else {
      const started = this.billing.start(customer!, order, order.subscriptionMetadata);
      session.subscription = started.subscription.id;
      session.invoice = started.invoice.id;
      invoice = started.invoice;
    }
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      customer,
      customer_details: { email: session.customer_email, name: null },
      url: null,
    });
    this.book.raise("checkout.session.completed", session);
    if (invoice) this.book.raise("invoice.paid", invoice);
    return session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", id);
  }

  /** The hosted page's "Decline": the card is refused, the session stays open and nothing is made or raised. */
  decline(id: string): void {
    this.open(id);
  }

  /** A session left until it expires (a test control): `checkout.session.expired`. */
  expire(id: string): StripeObject {
    const session = this.open(id);
    Object.assign(session, { status: "expired", url: null });
    this.book.raise("checkout.session.expired", session);
    return session;
  }
}
