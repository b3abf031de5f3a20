/**
 * The provider's events applied exactly once, on both engines: a paid hosted page becomes a paid gift with one
 * payment (of the card only its brand and last four), one receipt and its email, and the donor's champion; the
 * same event again, or one naming a session or subscription the site did not open, changes nothing. The events are
 * signed and verified with the package's own `constructEvent`; the charge is read from a loopback server that
 * answers as Stripe's API documents.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { createPayments, type Payments } from "~/gifts/payments.server";
import { applyDueEvents } from "~/gifts/server/giftEventJob.server";
import { keepEvent } from "~/gifts/server/giftEventStore.server";
import { paymentsOfGift, receiptsOfGift } from "~/gifts/server/giftLedger.server";
import { attachSession, createGift, giftById } from "~/gifts/server/giftStore.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const WEBHOOK_SECRET = "whsec_unittest0123456789";
const NOW = Date.UTC(2026, 11, 1, 15);
let server: Server;
let payments: Payments;
const asked: string[] = [];

const charge = {
  id: "ch_1",
  object: "charge",
  amount: 5142,
  amount_refunded: 0,
  created: NOW / 1000,
  payment_intent: "pi_1",
  payment_method_details: {
    type: "card",
    card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030, fingerprint: "Xt5EWLLDS7FJjR1c" },
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== "Bearer sk_test_unittest0123")
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
    if (request.url?.startsWith("/v1/payment_intents/pi_1"))
      return send(200, { id: "pi_1", object: "payment_intent", latest_charge: charge });
    if (request.url?.startsWith("/v1/subscriptions/sub_stranger"))
      return send(200, { id: "sub_stranger", object: "subscription", status: "active", metadata: {} });
    return send(404, { error: { type: "invalid_request_error", message: "No such object" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  payments = createPayments({
    secretKey: "sk_test_unittest0123",
    webhookSecret: WEBHOOK_SECRET,
    apiBase: `http://127.0.0.1:${port}`,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An event as Stripe delivers it: its body and the `Stripe-Signature` header signed with the webhook secret. */
function delivered(id: string, type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id, object: "event", type, created: NOW / 1000, data: { object }, livemode: false });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

async function receive(db: Db, event: { payload: string; header: string }) {
  const verified = payments.verifiedEvent(event.payload, event.header);
  return keepEvent(db, { id: verified.id as string, type: verified.type as string, payload: event.payload }, NOW);
}

async function openGift(db: Db) {
  const id = await createGift(
    db,
    {
      frequency: "once",
      name: "Rosa Díaz",
      email: "rosa@example.org",
      phone: null,
      amountCents: 5000,
      feeCents: 142,
      locale: "es",
      tribute: null,
      employer: null,
      listedPublicly: false,
    },
    NOW,
  );
  await attachSession(db, id, "cs_test_1");
  return id;
}

const paidSession = {
  id: "cs_test_1",
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  payment_status: "paid",
  payment_intent: "pi_1",
  customer: "cus_1",
  client_reference_id: "whatever",
};

const counts = async (db: Db) => ({
  payments: (await rows(db, sql`SELECT id FROM gift_payments`)).length,
  receipts: (await rows(db, sql`SELECT number FROM gift_receipts`)).length,
  mails: (await rows(db, sql`SELECT id FROM mail_outbox WHERE kind = 'gift'`)).length,
});

describe("a forged event", () => {
  it("is refused by the signature check, and a stale one too", () => {
    const forged = delivered("evt_forged", "checkout.session.completed", paidSession, "whsec_somebodyelse0000");
    expect(() => payments.verifiedEvent(forged.payload, forged.header)).toThrow();
    const payload = JSON.stringify({
      id: "evt_old",
      type: "checkout.session.completed",
      data: { object: paidSession },
    });
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => payments.verifiedEvent(payload, old)).toThrow();
  });
});

describe.each(ENGINES)("the provider's events on %s", (engine) => {
  it("makes a paid hosted page a paid gift with one payment, one receipt and its email, once", async () => {
    const { db } = await openTestStore(engine);
    const giftId = await openGift(db);
    const event = delivered("evt_1", "checkout.session.completed", paidSession);
    expect(await receive(db, event)).toBe(true);
    expect(await applyDueEvents(db, payments, NOW)).toBe(1);
    const gift = await giftById(db, giftId);
    expect(gift).toMatchObject({ state: "paid", stripeCustomerId: "cus_1", stripePaymentIntentId: "pi_1" });
    expect(gift?.championId).toBe(`WEBGC-${giftId}`);
    const champion = await rows(
      db,
      sql<{ Champion_Type: string }>`SELECT "Champion_Type" FROM "Champions" WHERE id = ${gift!.championId}`,
    );
    expect(JSON.parse(champion[0]!.Champion_Type)).toEqual(["Financial Donor"]);
    const [payment] = await paymentsOfGift(db, giftId);
    expect(payment).toMatchObject({
      amountCents: 5142,
      card: { brand: "visa", last4: "4242" },
      stripeChargeId: "ch_1",
    });
    const stored = JSON.stringify(await rows(db, sql`SELECT * FROM gift_payments`));
    expect(stored).not.toMatch(/fingerprint|Xt5EW|exp_/);
    const [receipt] = await receiptsOfGift(db, giftId);
    expect(receipt).toMatchObject({ amountCents: 5142, goodsCents: 0, locale: "es" });
    const [mail] = await rows(
      db,
      sql<{
        recipient: string;
        subject: string;
        text_body: string;
      }>`SELECT recipient, subject, text_body FROM mail_outbox WHERE kind = 'gift'`,
    );
    expect(mail).toMatchObject({ recipient: "rosa@example.org", subject: "Su recibo por su donación de $51.42" });
    expect(mail!.text_body).toContain(receipt!.number);

    // The same event delivered again (a retry or a replay) is not kept, and nothing is applied twice.
    expect(await receive(db, event)).toBe(false);
    expect(await applyDueEvents(db, payments, NOW + 1)).toBe(0);
    expect(await counts(db)).toEqual({ payments: 1, receipts: 1, mails: 1 });
  });

  it("changes nothing for a session or subscription this site did not open", async () => {
    const { db } = await openTestStore(engine);
    const giftId = await openGift(db);
    await receive(db, delivered("evt_2", "checkout.session.completed", { ...paidSession, id: "cs_test_stranger" }));
    await receive(
      db,
      delivered("evt_3", "invoice.paid", { id: "in_1", subscription: "sub_stranger", amount_paid: 1500 }),
    );
    await receive(db, delivered("evt_4", "customer.subscription.deleted", { id: "sub_stranger", status: "canceled" }));
    await receive(db, delivered("evt_5", "charge.refunded", { ...charge, id: "ch_stranger", amount_refunded: 100 }));
    await applyDueEvents(db, payments, NOW);
    const outcomes = await rows(db, sql<{ outcome: string }>`SELECT outcome FROM gift_events ORDER BY event_id`);
    expect(outcomes.map((row) => row.outcome)).toEqual(["unknown", "unknown", "unknown", "unknown"]);
    expect(await giftById(db, giftId)).toMatchObject({ state: "open", championId: null });
    expect(await counts(db)).toEqual({ payments: 0, receipts: 0, mails: 0 });
    expect((await rows(db, sql`SELECT id FROM "Champions"`)).length).toBe(0);
  });

  it("voids the receipt of a refunded charge and issues a corrected one, once", async () => {
    const { db } = await openTestStore(engine);
    const giftId = await openGift(db);
    await receive(db, delivered("evt_1", "checkout.session.completed", paidSession));
    await applyDueEvents(db, payments, NOW);
    const refunded = delivered("evt_6", "charge.refunded", { ...charge, amount_refunded: 2000, refunded: false });
    await receive(db, refunded);
    await applyDueEvents(db, payments, NOW + 5);
    const [first, corrected] = await receiptsOfGift(db, giftId);
    expect(first).toMatchObject({ voidedAt: NOW + 5 });
    expect(corrected).toMatchObject({ corrects: first!.number, amountCents: 3142, voidedAt: null });
    expect(await counts(db)).toEqual({ payments: 1, receipts: 2, mails: 2 });
  });
});
