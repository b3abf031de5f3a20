/**
 * The Stripe stand-in (decision 116) checked with the official `stripe` package itself, configured as the gifts
 * adapter configures it (`host`, `port`, `protocol`): Checkout in both modes paid and declined through the hosted
 * page's form over plain HTTP, the payment read back with its card, a subscription paused, resumed, changed, renewed
 * and cancelled, a partial refund, the billing page, idempotent repeats, Stripe's error shapes; and every webhook it
 * delivers passes the package's `constructEvent` with the webhook secret, a forged one does not.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "../support/stripeStandIn";

let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Server;
/** What the webhook receiver verified: each event as `constructEvent` read it. */
const verified: Stripe.Event[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new Stripe(standIn.secretKey, { host: "127.0.0.1", port: standIn.port, protocol: "http" });
  // The site's side of a webhook, as the gifts wing verifies it: 400 for a signature that does not verify.
  receiver = createServer(async (request, response) => {
    const raw = await text(request);
    try {
      verified.push(
        stripe.webhooks.constructEvent(raw, String(request.headers["stripe-signature"]), standIn.webhookSecret),
      );
      response.writeHead(200).end();
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  standIn.deliverTo(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/events`);
});

afterAll(async () => {
  await standIn?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const site = "http://127.0.0.1:3000";
const oneTime = (amount: number, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        { price_data: { currency: "usd", unit_amount: amount, product_data: { name: "Gift" } }, quantity: 1 },
      ],
      customer_email: "donor@example.org",
      client_reference_id: "gift-1",
      metadata: { gift: "gift-1" },
      locale: "en",
      success_url: `${site}/support/thanks?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/support`,
      payment_intent_data: { metadata: { gift: "gift-1" } },
      customer_creation: "always",
      ...extra,
    },
    { idempotencyKey: `gift-${Math.random()}` },
  );
const monthly = (amount: number, locale: "en" | "es" = "en") =>
  stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [
        {
          price_data: {
            currency: "usd",
            unit_amount: amount,
            recurring: { interval: "month" },
            product_data: { name: "Monthly gift" },
          },
          quantity: 1,
        },
      ],
      customer_email: "monthly@example.org",
      locale,
      success_url: `${site}/support/thanks?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/support`,
      subscription_data: { metadata: { gift: "gift-2" } },
    },
    { idempotencyKey: `monthly-${Math.random()}` },
  );
/** The hosted page's form posted as a browser posts it, the redirect not followed. */
const press = (url: string, action: "pay" | "decline") =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `action=${action}`,
    redirect: "manual",
  });
const delivered = (type: string) => standIn.events.filter((delivery) => delivery.type === type);

describe("the Stripe stand-in with the stripe package", () => {
  it("takes a one-time gift on its hosted page: declined changes nothing, paid redirects after the webhook", async () => {
    const session = await oneTime(5175);
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 5175,
      mode: "payment",
      metadata: { gift: "gift-1" },
      client_reference_id: "gift-1",
      customer: null,
      payment_intent: null,
      subscription: null,
      url: `${standIn.base}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("$51.75");
    expect(page).toMatch(/<button[^>]*value="pay">Pay<\/button>/);
    expect(page).toMatch(/<button[^>]*value="decline">Decline<\/button>/);
    expect(page).toContain(`<a href="${site}/support">Back</a>`);

    const declined = await press(session.url!, "decline");
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain("Your card was declined.");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(delivered("checkout.session.completed")).toHaveLength(0);

    const paid = await press(session.url!, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${site}/support/thanks?session=${session.id}`);
    // Delivered and answered before the page redirected.
    expect(delivered("checkout.session.completed").map((one) => one.status)).toEqual([200]);
    const completed = verified.find((event) => event.type === "checkout.session.completed")!;
    expect(completed.data.object).toMatchObject({ id: session.id, status: "complete", payment_status: "paid" });

    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
    expect(read.customer).toMatch(/^cus_/);
    const intent = read.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: "succeeded", amount: 5175, metadata: { gift: "gift-1" } });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card).toMatchObject({ brand: "visa", last4: "4242" });
    const again = await stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
    expect((again.latest_charge as Stripe.Charge).id).toBe(charge.id);
    expect((await stripe.charges.retrieve(charge.id)).amount).toBe(5175);
    expect(await (await fetch(session.url!)).text()).toContain("This payment is complete.");
  });

  it("runs a monthly gift: first invoice paid, paused, resumed, changed, renewed paid and failed, cancelled", async () => {
    const session = await monthly(1500, "es");
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toMatch(/>Pagar<\/button>[\s\S]*>Rechazar<\/button>[\s\S]*>Volver<\/a>/);
    expect(page).toContain("al mes");
    expect((await press(session.url!, "pay")).status).toBe(303);
    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    const subscription = read.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: "active", pause_collection: null, metadata: { gift: "gift-2" } });
    expect(subscription.items.data[0]!.price.unit_amount).toBe(1500);
    const firstPaid = delivered("invoice.paid").at(-1)!;
    expect(firstPaid.status).toBe(200);
    const invoice = await stripe.invoices.retrieve((firstPaid.event.data.object as { id: string }).id);
    expect(invoice).toMatchObject({ billing_reason: "subscription_create", amount_paid: 1500, status: "paid" });
    expect(invoice.status_transitions.paid_at).toBeGreaterThan(0);
    const legacy = invoice as unknown as { subscription: string; charge: string; payment_intent: string };
    expect(legacy.subscription).toBe(subscription.id);
    const charge = await stripe.charges.retrieve(legacy.charge);
    expect(charge.payment_method_details?.card?.last4).toBe("4242");
    expect(charge.payment_intent).toBe(legacy.payment_intent);

    const resumesAt = Math.floor(Date.now() / 1000) + 90 * 24 * 3600;
    const paused = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: "void", resumes_at: resumesAt },
    });
    expect(paused.pause_collection).toEqual({ behavior: "void", resumes_at: resumesAt });
    const resumed = await stripe.subscriptions.update(subscription.id, { pause_collection: "" });
    expect(resumed.pause_collection).toBeNull();
    const item = subscription.items.data[0]!;
    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: "usd",
            product: item.price.product as string,
            unit_amount: 2500,
            recurring: { interval: "month" },
          },
        },
      ],
      proration_behavior: "none",
    });
    expect(changed.items.data[0]!.price.unit_amount).toBe(2500);
    await standIn.idle();
    const updates = delivered("customer.subscription.updated").slice(-3);
    expect(updates.map((one) => one.status)).toEqual([200, 200, 200]);
    expect(
      updates.map(
        (one) => (one.event.data.object as unknown as Stripe.Subscription).pause_collection?.behavior ?? null,
      ),
    ).toEqual(["void", null, null]);

    const renewed = await standIn.renew(subscription.id, "paid");
    expect(renewed).toMatchObject({ billing_reason: "subscription_cycle", amount_paid: 2500 });
    expect(delivered("invoice.paid").at(-1)!.event.data.object).toMatchObject({ id: renewed.id });
    await standIn.renew(subscription.id, "failed");
    expect(delivered("invoice.payment_failed")).toHaveLength(1);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");

    const cancelled = await stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe("canceled");
    await standIn.idle();
    expect(delivered("customer.subscription.deleted").map((one) => one.status)).toEqual([200]);
  });

  it("refunds part of a payment, says charge.refunded, and refuses more than is left", async () => {
    const session = await oneTime(5000);
    await standIn.pay(session.id);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 2000,
      metadata: { why: "asked" },
    });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 2000,
      status: "succeeded",
      payment_intent: paymentIntent,
    });
    await standIn.idle();
    expect(delivered("charge.refunded").at(-1)!.status).toBe(200);
    expect(delivered("charge.refunded").at(-1)!.event.data.object).toMatchObject({
      amount_refunded: 2000,
      refunded: false,
      payment_intent: paymentIntent,
    });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 3001 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "amount",
    });
  });

  it("gives a billing page whose Update card is the card of the next month", async () => {
    const session = await monthly(1000);
    await standIn.pay(session.id);
    const read = await stripe.checkout.sessions.retrieve(session.id);
    const portal = await stripe.billingPortal.sessions.create({
      customer: read.customer as string,
      return_url: `${site}/portal`,
      flow_data: { type: "payment_method_update" },
    });
    expect(portal.url).toBe(`${standIn.base}/billing/${portal.id}`);
    expect(await (await fetch(portal.url)).text()).toContain("visa ending in 4242");
    const updated = await fetch(portal.url, { method: "POST", redirect: "manual" });
    expect(updated.headers.get("location")).toBe(`${site}/portal`);
    const invoice = (await standIn.renew(read.subscription as string, "paid")) as unknown as { charge: string };
    expect((await stripe.charges.retrieve(invoice.charge)).payment_method_details?.card?.last4).toBe("4444");
  });

  it("answers a repeated idempotency key with the first answer and refuses it with other parameters", async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: "payment",
      line_items: [{ price_data: { currency: "usd", unit_amount: 700, product_data: { name: "Gift" } }, quantity: 1 }],
      success_url: `${site}/thanks`,
    };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: "same-key" });
    const second = await stripe.checkout.sessions.create(params, { idempotencyKey: "same-key" });
    expect(second.id).toBe(first.id);
    expect(standIn.calls.filter((call) => call.idempotencyKey === "same-key")).toHaveLength(2);
    expect(standIn.calls.at(-1)!.body["line_items[0][price_data][unit_amount]"]).toBe("700");
    await expect(
      stripe.checkout.sessions.create({ ...params, success_url: `${site}/other` }, { idempotencyKey: "same-key" }),
    ).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    });
    const refundKey = { idempotencyKey: "refund-key" };
    const paid = await oneTime(900);
    await standIn.pay(paid.id);
    const intent = (await stripe.checkout.sessions.retrieve(paid.id)).payment_intent as string;
    const before = delivered("charge.refunded").length;
    const once = await stripe.refunds.create({ payment_intent: intent, amount: 100 }, refundKey);
    expect((await stripe.refunds.create({ payment_intent: intent, amount: 100 }, refundKey)).id).toBe(once.id);
    await standIn.idle();
    expect(delivered("charge.refunded")).toHaveLength(before + 1);
  });

  it("answers Stripe's error shapes: a bad amount, an unknown id, a wrong key", async () => {
    const tooSmall = await oneTime(10).catch((error: unknown) => error);
    expect(tooSmall).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooSmall).toMatchObject({
      statusCode: 400,
      code: "amount_too_small",
      param: "line_items[0][price_data][unit_amount]",
    });
    const noAmount = await fetch(`${standIn.base}/v1/checkout/sessions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${standIn.secretKey}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "mode=payment&success_url=x&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=ten&line_items[0][price_data][product_data][name]=G",
    });
    expect(noAmount.status).toBe(400);
    expect(await noAmount.json()).toEqual({
      error: {
        type: "invalid_request_error",
        message: "Invalid integer: ten",
        code: "parameter_invalid_integer",
        param: "line_items[0][price_data][unit_amount]",
      },
    });
    await expect(stripe.subscriptions.retrieve("sub_unknown")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    const stranger = new Stripe("sk_test_not_the_key", { host: "127.0.0.1", port: standIn.port, protocol: "http" });
    await expect(stranger.charges.retrieve("ch_1")).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("expires a session, replays an event as it was, and forges one that constructEvent refuses", async () => {
    const session = await oneTime(2500);
    await standIn.expire(session.id);
    expect(delivered("checkout.session.expired").at(-1)!.status).toBe(200);
    expect(await (await fetch(session.url!)).text()).toContain("This checkout session has expired.");
    const first = delivered("checkout.session.expired").at(-1)!;
    const replayed = await standIn.replay(first.id);
    expect(replayed).toMatchObject({ id: first.id, body: first.body, status: 200, forged: false });
    expect(verified.filter((event) => event.id === first.id)).toHaveLength(2);
    const forged = await standIn.forge("checkout.session.completed", { id: session.id, object: "checkout.session" });
    expect(forged.status).toBe(400);
    expect(() => stripe.webhooks.constructEvent(forged.body, forged.signature, standIn.webhookSecret)).toThrow();
    // Every event but the forged one passed the package's check.
    expect(standIn.events.filter((delivery) => delivery.status !== 200).map((one) => one.forged)).toEqual([true]);
  });
});
