/**
 * The Stripe stand-in's subscriptions (decision 116): monthly ones started by a paid Checkout Session, each month an
 * invoice paid (or failed) by a charge; `POST /v1/subscriptions/:id` pauses (`pause_collection` void with
 * `resumes_at`), resumes (`pause_collection=`), changes the amount (a new inline price on the same item) or the
 * metadata; `DELETE` cancels at once. And the billing portal's session, whose page records a new card.
 */
import { StripeBook, UPDATED_CARD, type StripeObject } from "./stripeBook";
import {
  branch,
  cents,
  field,
  integer,
  metadataOf,
  missing,
  newId,
  nextMonth,
  noSuch,
  StripeApiError,
  unixNow,
  type FormTree,
} from "./stripeWire";

export type Plan = { amount: number; currency: string; name: string };
type Item = StripeObject & { price: StripeObject & { unit_amount: number; currency: string; product: string } };
type Subscription = StripeObject & {
  status: "active" | "past_due" | "canceled";
  customer: string;
  metadata: Record<string, string>;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  items: { data: [Item] };
  current_period_start: number;
  current_period_end: number;
};
export type Outcome = "paid" | "failed";

const PAUSE_BEHAVIORS = ["keep_as_draft", "mark_uncollectible", "void"];
const PRORATIONS = ["none", "create_prorations", "always_invoice"];
const FLOWS = ["payment_method_update", "subscription_cancel", "subscription_update", "subscription_update_confirm"];

export class StripeBilling {
  constructor(private readonly book: StripeBook) {}

  private price(currency: string, product: string, unitAmount: number): Item["price"] {
    return this.book.put({
      id: newId("price"),
      object: "price",
      active: true,
      currency,
      product,
      recurring: { interval: "month", interval_count: 1 },
      type: "recurring",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    });
  }

  /** A subscription from a paid session, and its first invoice (`subscription_create`), paid. */
  start(customer: string, plan: Plan, metadata: Record<string, string>) {
    const product = this.book.put({ id: newId("prod", 14), object: "product", name: plan.name, active: true });
    const start = unixNow();
    const subscriptionId = newId("sub");
    const item = {
      id: newId("si", 14),
      object: "subscription_item",
      created: start,
      metadata: {},
      price: this.price(plan.currency, product.id, plan.amount),
      quantity: 1,
      subscription: subscriptionId,
      current_period_start: start,
      current_period_end: nextMonth(start),
    };
    const subscription = this.book.put({
      id: subscriptionId,
      object: "subscription",
      billing_cycle_anchor: start,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: "charge_automatically",
      created: start,
      currency: plan.currency,
      current_period_start: start,
      current_period_end: item.current_period_end,
      customer,
      ended_at: null,
      items: {
        object: "list",
        data: [item],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null as string | null,
      livemode: false,
      metadata,
      pause_collection: null,
      start_date: start,
      status: "active",
    }) as Subscription;
    return { subscription, invoice: this.invoice(subscription, "subscription_create", "paid") };
  }

  private subscription(id: string) {
    return this.book.get("subscription", id) as Subscription;
  }

  /** The month's invoice for the subscription's current period, paid by a charge, failed, or void while paused. */
  private invoice(subscription: Subscription, reason: string, outcome: Outcome | "void"): StripeObject {
    const item = subscription.items.data[0];
    const amount = item.price.unit_amount;
    const now = unixNow();
    const payment =
      outcome === "void"
        ? null
        : this.book.payment(subscription.customer, amount, item.price.currency, { failed: outcome === "failed" });
    const period = { start: subscription.current_period_start, end: subscription.current_period_end };
    const invoice = this.book.put({
      id: newId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: outcome === "paid" ? amount : 0,
      amount_remaining: outcome === "paid" ? 0 : amount,
      attempt_count: outcome === "void" ? 0 : 1,
      billing_reason: reason,
      charge: payment?.charge.id ?? null,
      created: now,
      currency: item.price.currency,
      customer: subscription.customer,
      lines: {
        object: "list",
        data: [{ id: newId("il"), object: "line_item", amount, currency: item.price.currency, period }],
        has_more: false,
      },
      livemode: false,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      payment_intent: payment?.intent.id ?? null,
      period_start: period.start,
      period_end: period.end,
      status: { paid: "paid", failed: "open", void: "void" }[outcome],
      status_transitions: {
        finalized_at: now,
        paid_at: outcome === "paid" ? now : null,
        voided_at: outcome === "void" ? now : null,
      },
      subscription: subscription.id,
    });
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /**
   * The subscription's next month (a test control): its period moves on and its invoice is paid (`invoice.paid`,
   * `subscription_cycle`) or fails (`invoice.payment_failed`, the subscription past due); while paused with `void`
   * the invoice is voided and nothing is raised, until `resumes_at` has come.
   */
  renew(id: string, outcome: Outcome): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled") throw new StripeApiError(400, `Subscription ${id} is canceled.`);
    const item = subscription.items.data[0];
    const before = { current_period_start: subscription.current_period_start, status: subscription.status };
    subscription.current_period_start = item.current_period_start = subscription.current_period_end;
    subscription.current_period_end = item.current_period_end = nextMonth(subscription.current_period_end);
    const pause = subscription.pause_collection;
    if (pause?.resumes_at && pause.resumes_at <= subscription.current_period_start)
      subscription.pause_collection = null;
    if (subscription.pause_collection) return this.invoice(subscription, "subscription_cycle", "void");
    const invoice = this.invoice(subscription, "subscription_cycle", outcome);
    this.book.raise(outcome === "paid" ? "invoice.paid" : "invoice.payment_failed", invoice);
    subscription.status = outcome === "paid" ? "active" : "past_due";
    if (subscription.status !== before.status)
      this.book.raise("customer.subscription.updated", subscription, { status: before.status });
    return invoice;
  }

  /** `POST /v1/subscriptions/:id`: pause, resume, a new amount, metadata; raises `customer.subscription.updated`. */
  update(id: string, form: FormTree): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled")
      throw new StripeApiError(400, "A canceled subscription can only update its cancellation_details and metadata.");
    const previous: Record<string, unknown> = {};
    if ("pause_collection" in form) {
      previous.pause_collection = subscription.pause_collection;
      subscription.pause_collection = this.pause(form);
    }
    const proration = field(form, "proration_behavior");
    if (proration !== undefined && !PRORATIONS.includes(proration))
      throw new StripeApiError(
        400,
        `Invalid proration_behavior: ${proration}`,
        "parameter_invalid_enum",
        "proration_behavior",
      );
    const itemForm = branch(form, "items", "0");
    if (Object.keys(itemForm).length > 0) {
      const item = subscription.items.data[0];
      if (field(itemForm, "id") !== item.id)
        throw noSuch("subscription_item", field(itemForm, "id") ?? "", "items[0][id]");
      previous.items = structuredClone(subscription.items);
      item.price = this.newPrice(branch(itemForm, "price_data"));
    }
    if ("metadata" in form) {
      previous.metadata = { ...subscription.metadata };
      for (const [key, value] of Object.entries(metadataOf(branch(form, "metadata"))))
        if (value === "") delete subscription.metadata[key];
        else subscription.metadata[key] = value;
    }
    if (Object.keys(previous).length > 0) this.book.raise("customer.subscription.updated", subscription, previous);
    return subscription;
  }

  private pause(form: FormTree): Subscription["pause_collection"] {
    if (field(form, "pause_collection") === "") return null;
    const behavior = field(form, "pause_collection", "behavior");
    if (behavior === undefined) throw missing("pause_collection[behavior]");
    if (!PAUSE_BEHAVIORS.includes(behavior))
      throw new StripeApiError(400, `Invalid pause_collection[behavior]: ${behavior}`, "parameter_invalid_enum");
    const resumesAt = field(form, "pause_collection", "resumes_at");
    return { behavior, resumes_at: resumesAt ? integer(resumesAt, "pause_collection[resumes_at]") : null };
  }

  private newPrice(data: FormTree): Item["price"] {
    const product = field(data, "product");
    if (!product) throw missing("items[0][price_data][product]");
    this.book.get("product", product);
    if (field(data, "recurring", "interval") !== "month") throw missing("items[0][price_data][recurring][interval]");
    const amount = cents(field(data, "unit_amount"), "items[0][price_data][unit_amount]", 50);
    return this.price(field(data, "currency") ?? "usd", product, amount);
  }

  /** `DELETE /v1/subscriptions/:id`: canceled at once; raises `customer.subscription.deleted`. */
  cancel(id: string): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled")
      throw new StripeApiError(400, `This subscription has already been canceled: ${id}`);
    subscription.status = "canceled";
    subscription.canceled_at = subscription.ended_at = unixNow();
    this.book.raise("customer.subscription.deleted", subscription);
    return subscription;
  }

  /** `POST /v1/billing_portal/sessions`: the page at `<base>/billing/:id`. */
  portalSession(form: FormTree, base: string): StripeObject {
    const customer = field(form, "customer");
    if (!customer) throw missing("customer");
    this.book.get("customer", customer);
    const returnUrl = field(form, "return_url");
    if (!returnUrl) throw missing("return_url");
    const flow = field(form, "flow_data", "type");
    if (flow !== undefined && !FLOWS.includes(flow))
      throw new StripeApiError(400, `Invalid flow_data[type]: ${flow}`, "parameter_invalid_enum", "flow_data[type]");
    const id = newId("bps");
    return this.book.put({
      id,
      object: "billing_portal.session",
      created: unixNow(),
      customer,
      flow: flow ? { type: flow } : null,
      livemode: false,
      locale: field(form, "locale") ?? null,
      return_url: returnUrl,
      url: `${base}/billing/${id}`,
    });
  }

  /** The billing page's "Update card": the customer's card from now on; answers where to go back to. */
  updateCard(portalId: string): string {
    const portal = this.book.get("billing_portal.session", portalId) as StripeObject & {
      customer: string;
      return_url: string;
    };
    const customer = this.book.get("customer", portal.customer) as StripeObject & {
      invoice_settings: { default_payment_method: string };
    };
    customer.invoice_settings.default_payment_method = this.book.paymentMethod(UPDATED_CARD).id;
    return portal.return_url;
  }
}
