/** The gifts' store (migration 27) on both engines: a gift as the form made it, paid once, its payments, receipts and events. */
import { afterEach, describe, expect, it } from "vitest";
import { inTransaction } from "~/db/transaction.server";
import { parseGiftReceiptNumber } from "~/gifts/receiptNumber";
import {
  cardOf,
  issueReceipt,
  paymentsOfGift,
  receiptByNumber,
  recordPayment,
  recordRefunded,
  standingReceiptOf,
  voidReceipt,
} from "~/gifts/server/giftLedger.server";
import {
  dueEvents,
  eventOutcome,
  keepEvent,
  lockPendingEvent,
  markEventApplied,
  postponeEvent,
} from "~/gifts/server/giftEventStore.server";
import {
  attachSession,
  createGift,
  giftById,
  giftBySession,
  giftsOfPerson,
  markExpired,
  markPaid,
  markTributeNoticeSent,
  setMonthlyState,
  tributeNoticesDue,
  type NewGift,
} from "~/gifts/server/giftStore.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2026, 11, 1, 15);

const form = (overrides: Partial<NewGift> = {}): NewGift => ({
  frequency: "once",
  name: "Rosa Díaz",
  email: " Rosa@Example.org ",
  phone: "+15125550123",
  amountCents: 5000,
  feeCents: 175,
  locale: "es",
  tribute: { kind: "memory", name: "Abuela Inés", noticeEmail: "tia@example.org", noticeOn: "2026-12-24" },
  employer: "Dell",
  listedPublicly: false,
  ...overrides,
});

const paid = { customerId: "cus_1", paymentIntentId: "pi_1", subscriptionId: null, championId: "CH-1" };

describe.each(ENGINES)("the gifts' store on %s", (engine) => {
  it("keeps a gift as the form made it, open until the provider says it is paid, and paid once", async () => {
    const { db } = await openTestStore(engine);
    const id = await createGift(db, form(), NOW);
    await attachSession(db, id, "cs_test_1");
    const open = await giftBySession(db, "cs_test_1");
    // Everything the form gave is kept as given, and the address also as it is compared.
    expect(open).toMatchObject({
      ...form(),
      id,
      state: "open",
      emailKey: "rosa@example.org",
      campaignId: null,
      monthlyState: null,
      createdAt: NOW,
    });
    expect(await giftsOfPerson(db, { email: "rosa@example.org" })).toEqual([]);
    expect(await markPaid(db, id, paid, NOW + 1)).toBe(true);
    expect(await markPaid(db, id, paid, NOW + 2)).toBe(false);
    expect(await markExpired(db, id, NOW + 3)).toBe(false);
    const gift = await giftById(db, id);
    expect(gift).toMatchObject({ state: "paid", paidAt: NOW + 1, stripeCustomerId: "cus_1", championId: "CH-1" });
    expect((await giftsOfPerson(db, { email: "ROSA@example.org" })).map((found) => found.id)).toEqual([id]);
    expect((await giftsOfPerson(db, { email: null, phone: "+15125550123" })).map((found) => found.id)).toEqual([id]);
  });

  it("expires an abandoned gift and nothing else", async () => {
    const { db } = await openTestStore(engine);
    const id = await createGift(db, form({ tribute: null }), NOW);
    expect(await markExpired(db, id, NOW + 1)).toBe(true);
    expect(await giftById(db, id)).toMatchObject({ state: "expired", endedAt: NOW + 1, paidAt: null });
    expect(await markPaid(db, id, paid, NOW + 2)).toBe(false);
  });

  it("keeps a monthly gift's state: active, paused until a day, a new amount, cancelled", async () => {
    const { db } = await openTestStore(engine);
    const id = await createGift(db, form({ frequency: "monthly", amountCents: 1500, feeCents: 0 }), NOW);
    await markPaid(db, id, { ...paid, subscriptionId: "sub_1" }, NOW);
    expect(await giftById(db, id)).toMatchObject({ monthlyState: "active", stripeSubscriptionId: "sub_1" });
    await setMonthlyState(db, id, { monthlyState: "paused", pausedUntil: NOW + 1000, amountCents: 2000 }, NOW);
    expect(await giftById(db, id)).toMatchObject({
      monthlyState: "paused",
      pausedUntil: NOW + 1000,
      amountCents: 2000,
    });
    await setMonthlyState(db, id, { monthlyState: "cancelled", pausedUntil: null }, NOW + 5);
    expect(await giftById(db, id)).toMatchObject({
      monthlyState: "cancelled",
      cancelledAt: NOW + 5,
      amountCents: 2000,
    });
  });

  it("finds the tribute notices due and sends each once", async () => {
    const { db } = await openTestStore(engine);
    const id = await createGift(db, form(), NOW);
    await markPaid(db, id, paid, NOW);
    expect(await tributeNoticesDue(db, "2026-12-23")).toEqual([]);
    expect((await tributeNoticesDue(db, "2026-12-24")).map((gift) => gift.id)).toEqual([id]);
    expect(await markTributeNoticeSent(db, id, NOW)).toBe(true);
    expect(await markTributeNoticeSent(db, id, NOW)).toBe(false);
    expect(await tributeNoticesDue(db, "2026-12-31")).toEqual([]);
  });

  it("keeps a paid charge once, with only the card's brand and last four, and its refunds", async () => {
    const { db } = await openTestStore(engine);
    const giftId = await createGift(db, form(), NOW);
    const payment = {
      giftId,
      amountCents: 5175,
      paidAt: NOW,
      card: cardOf({ brand: "visa", last4: "4242" }),
      stripeChargeId: "ch_1",
      stripeInvoiceId: null,
      stripePaymentIntentId: "pi_1",
    };
    const id = await recordPayment(db, payment);
    expect(id).toMatch(/^P-/);
    expect(await recordPayment(db, payment)).toBeNull();
    await recordRefunded(db, id!, 1000, NOW + 1);
    await recordRefunded(db, id!, 500, NOW + 2);
    expect(await paymentsOfGift(db, giftId)).toEqual([
      { ...payment, id, card: { brand: "visa", last4: "4242" }, refundedCents: 1000, refundedAt: NOW + 1 },
    ]);
    expect(cardOf({ brand: "visa", last4: "4242 4242" })).toBeNull();
  });

  it("numbers a receipt, voids it and issues a corrected one that names it", async () => {
    const { db } = await openTestStore(engine);
    const giftId = await createGift(db, form(), NOW);
    const receipt = { paymentId: "P-1", giftId, amountCents: 5175, goodsCents: 0, locale: "es" as const };
    const first = await issueReceipt(db, receipt, NOW);
    expect(parseGiftReceiptNumber(first)).toBe(first);
    expect(first).toMatch(/^TAR(-[0-9A-Z]{4}){4}$/);
    expect(await voidReceipt(db, first, NOW + 1)).toBe(true);
    expect(await voidReceipt(db, first, NOW + 2)).toBe(false);
    const second = await issueReceipt(
      db,
      { ...receipt, amountCents: 4175, goodsCents: 2000, goodsDescription: "Dinner", corrects: first },
      NOW + 1,
    );
    expect(await receiptByNumber(db, first)).toMatchObject({ voidedAt: NOW + 1 });
    expect(await standingReceiptOf(db, "P-1")).toMatchObject({
      number: second,
      corrects: first,
      amountCents: 4175,
      goodsCents: 2000,
      goodsDescription: "Dinner",
      locale: "es",
    });
  });

  it("keeps an event once by its id, applies it once, and tries a failed one again later", async () => {
    const { db } = await openTestStore(engine);
    const event = { id: "evt_1", type: "checkout.session.completed", payload: "{}" };
    expect(await keepEvent(db, event, NOW)).toBe(true);
    expect(await keepEvent(db, event, NOW + 1)).toBe(false);
    expect(await keepEvent(db, { id: "evt_2", type: "invoice.paid", payload: "{}" }, NOW + 2)).toBe(true);
    expect((await dueEvents(db, NOW + 2)).map((due) => due.id)).toEqual(["evt_1", "evt_2"]);
    await postponeEvent(db, "evt_2", NOW + 2);
    expect((await dueEvents(db, NOW + 3)).map((due) => due.id)).toEqual(["evt_1"]);
    expect((await dueEvents(db, NOW + 2 + 60_000)).map((due) => due.id)).toEqual(["evt_1", "evt_2"]);
    await inTransaction(db, async (trx) => {
      expect(await lockPendingEvent(trx, "evt_1")).toMatchObject({ type: "checkout.session.completed" });
      await markEventApplied(trx, "evt_1", "applied", NOW + 4);
    });
    expect(await inTransaction(db, (trx) => lockPendingEvent(trx, "evt_1"))).toBeNull();
    expect(await eventOutcome(db, "evt_1")).toBe("applied");
    expect(await eventOutcome(db, "evt_2")).toBeNull();
  });
});
