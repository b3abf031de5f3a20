/**
 * Applying the provider's events (issue 47 §1, decision 115), each kept event once: what it says is first read
 * (the charge behind a payment, for its card's brand and last four; a subscription's gift), outside any
 * transaction, then written in one transaction under the event's lock and the gift's, with the emails it causes
 * (the receipt, the tribute notice due today, a failed payment's card link) and the event marked applied. An event
 * naming a hosted page or subscription this site did not open changes nothing but its own mark ("unknown").
 */
import type { Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { otherCheckoutOf } from "./otherCheckouts.server";
import { linkChampion } from "~/kits/records/championLink.server";
import { emailKey } from "~/kits/records/championLookup";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { env } from "~/platform/env.server";
import {
  invoiceSubscriptionOf,
  subscriptionStateOf,
  type PaidCharge,
  type Payments,
  type ProviderObject,
} from "~/gifts/payments.server";
import { dayIn } from "~/gifts/days";
import { lockPendingEvent, markEventApplied, type EventOutcome, type KeptEvent } from "./giftEventStore.server";
import { paymentByCharge, paymentById, recordPayment, recordRefunded } from "./giftLedger.server";
import { queueFailedPaymentEmail, queueTributeNotice } from "./giftEmails.server";
import {
  giftById,
  giftBySession,
  giftBySubscription,
  markExpired,
  markPaid,
  markTributeNoticeSent,
  setMonthlyState,
  type Gift,
  type MonthlyState,
} from "./giftStore.server";
import { correctReceipt, receiptForPayment } from "./receipts.server";

/** What an event asks of the store, read before its transaction. */
type Change =
  | { kind: "none"; outcome: EventOutcome }
  | { kind: "paid"; gift: Gift; customerId: string | null; subscriptionId: string | null; charge: PaidCharge | null }
  | {
      kind: "invoice";
      gift: Gift;
      invoiceId: string;
      subscriptionId: string;
      customerId: string | null;
      charge: ChargeOfInvoice;
    }
  | { kind: "failed"; gift: Gift; amountCents: number }
  | { kind: "expired"; gift: Gift }
  | { kind: "subscription"; gift: Gift; state: MonthlyState; pausedUntil: number | null }
  | { kind: "refunded"; paymentId: string; refundedCents: number };

type ChargeOfInvoice = { amountCents: number; paidAt: number; charge: PaidCharge | null };

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === "object" ? text((value as ProviderObject).id) : null);
const objectOf = (value: unknown): ProviderObject =>
  value && typeof value === "object" ? (value as ProviderObject) : {};
const seconds = (value: unknown): number | null => (typeof value === "number" ? value * 1000 : null);
const none = (outcome: EventOutcome): Change => ({ kind: "none", outcome });

/** The monthly gift a subscription belongs to: by its id, or (its first invoice before its session's event) by the gift its metadata names. */
async function giftOfSubscription(db: Db, payments: Payments, subscriptionId: string | null): Promise<Gift | null> {
  if (!subscriptionId) return null;
  const known = await giftBySubscription(db, subscriptionId);
  if (known) return known;
  const subscription = await payments.subscription(subscriptionId);
  const gift = subscription?.giftId ? await giftById(db, subscription.giftId) : null;
  // Only a monthly gift whose hosted page this site opened, not yet tied to another subscription.
  return gift && gift.frequency === "monthly" && gift.stripeSessionId && !gift.stripeSubscriptionId ? gift : null;
}

async function chargeOfInvoice(payments: Payments, invoice: ProviderObject): Promise<ChargeOfInvoice> {
  const chargeId = idOf(invoice.charge);
  const intentId = idOf(invoice.payment_intent);
  const charge = chargeId
    ? await payments.charge(chargeId)
    : intentId
      ? await payments.chargeOfPaymentIntent(intentId)
      : null;
  const paidAt = seconds(objectOf(invoice.status_transitions).paid_at) ?? seconds(invoice.created) ?? Date.now();
  const amount = typeof invoice.amount_paid === "number" ? invoice.amount_paid : (charge?.amountCents ?? 0);
  return { amountCents: amount, paidAt, charge };
}

function monthlyStateOf(object: ProviderObject, deleted: boolean): { state: MonthlyState; pausedUntil: number | null } {
  const subscription = subscriptionStateOf(object);
  if (deleted || subscription?.status === "canceled") return { state: "cancelled", pausedUntil: null };
  if (object.pause_collection) return { state: "paused", pausedUntil: subscription?.resumesAt ?? null };
  if (subscription?.status === "past_due" || subscription?.status === "unpaid")
    return { state: "past_due", pausedUntil: null };
  return { state: "active", pausedUntil: null };
}

/** What an event asks for, read from the store and the provider. */
async function changeOf(db: Db, payments: Payments, type: string, object: ProviderObject): Promise<Change> {
  switch (type) {
    case "checkout.session.completed": {
      const gift = text(object.id) ? await giftBySession(db, text(object.id)!) : null;
      if (!gift) return none("unknown");
      const subscriptionId = idOf(object.subscription);
      if (object.mode === "subscription")
        return { kind: "paid", gift, customerId: idOf(object.customer), subscriptionId, charge: null };
      if (object.payment_status !== "paid") return none("ignored");
      const intentId = idOf(object.payment_intent);
      const charge = intentId ? await payments.chargeOfPaymentIntent(intentId) : null;
      return { kind: "paid", gift, customerId: idOf(object.customer), subscriptionId: null, charge };
    }
    case "checkout.session.expired": {
      const gift = text(object.id) ? await giftBySession(db, text(object.id)!) : null;
      return gift ? { kind: "expired", gift } : none("unknown");
    }
    case "invoice.paid": {
      const subscriptionId = invoiceSubscriptionOf(object);
      const gift = await giftOfSubscription(db, payments, subscriptionId);
      const invoiceId = text(object.id);
      if (!gift || !invoiceId || !subscriptionId) return none("unknown");
      const charge = await chargeOfInvoice(payments, object);
      return { kind: "invoice", gift, invoiceId, subscriptionId, customerId: idOf(object.customer), charge };
    }
    case "invoice.payment_failed": {
      const gift = await giftOfSubscription(db, payments, invoiceSubscriptionOf(object));
      if (!gift) return none("unknown");
      const due = typeof object.amount_due === "number" ? object.amount_due : gift.amountCents + gift.feeCents;
      return { kind: "failed", gift, amountCents: due };
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const gift = text(object.id) ? await giftBySubscription(db, text(object.id)!) : null;
      if (!gift) return none("unknown");
      const { state, pausedUntil } = monthlyStateOf(object, type === "customer.subscription.deleted");
      return { kind: "subscription", gift, state, pausedUntil };
    }
    case "charge.refunded": {
      const payment = text(object.id) ? await paymentByCharge(db, text(object.id)!) : null;
      if (!payment || typeof object.amount_refunded !== "number") return none("unknown");
      return { kind: "refunded", paymentId: payment.id, refundedCents: object.amount_refunded };
    }
    default:
      return none("ignored");
  }
}

/** The person the donor signs in as (decision 115: a paid gift joins its address's portal) and their language. */
async function joinPortal(trx: Db, gift: Gift, now: number): Promise<string> {
  const championId =
    gift.championId ??
    (await linkChampion(
      trx,
      { name: gift.name, email: gift.email, mobile: gift.phone },
      "Financial Donor",
      `WEBGC-${gift.id}`,
    ));
  await rememberLanguage(trx, emailKey(gift.email), gift.locale, now);
  return championId;
}

/** A gift just paid: its provider ids, its donor's portal, and a tribute notice due today sent now. */
async function paid(
  trx: Db,
  gift: Gift,
  ids: { customerId: string | null; subscriptionId: string | null; paymentIntentId: string | null },
  now: number,
): Promise<{ gift: Gift; championId: string | null }> {
  if (gift.state !== "open") return { gift, championId: null };
  const championId = await joinPortal(trx, gift, now);
  await markPaid(trx, gift.id, { ...ids, championId }, now);
  const fresh = (await giftById(trx, gift.id))!;
  const noticeOn = fresh.tribute?.noticeOn;
  if (noticeOn && noticeOn <= dayIn(env().orgTimeZone, now) && (await markTributeNoticeSent(trx, gift.id, now)))
    await queueTributeNotice(trx, fresh);
  return { gift: fresh, championId };
}

async function keepPayment(
  trx: Db,
  gift: Gift,
  payment: { amountCents: number; paidAt: number; charge: PaidCharge | null; invoiceId: string | null },
  now: number,
) {
  const id = await recordPayment(trx, {
    giftId: gift.id,
    amountCents: payment.amountCents,
    paidAt: payment.paidAt,
    card: payment.charge?.card ?? null,
    stripeChargeId: payment.charge?.chargeId ?? null,
    stripeInvoiceId: payment.invoiceId,
    stripePaymentIntentId: payment.charge?.paymentIntentId ?? null,
  });
  if (id) await receiptForPayment(trx, gift, (await paymentById(trx, id))!, {}, now);
}

/** Writes a change; the gift is read again under its lock, so two events of one gift apply one after the other. */
async function write(trx: Db, change: Change, now: number): Promise<EventOutcome> {
  if (change.kind === "none") return change.outcome;
  if (change.kind === "refunded") {
    const payment = await paymentById(trx, change.paymentId);
    if (!payment) return "unknown";
    await lockWithinTransaction(trx, `gift:${payment.giftId}`);
    await recordRefunded(trx, payment.id, change.refundedCents, now);
    const gift = (await giftById(trx, payment.giftId))!;
    await correctReceipt(trx, gift, (await paymentById(trx, payment.id))!, {}, now);
    // The gift on the CRM's change feed (decision 117), last.
    await noteChange(trx, "Financial_Donations", gift.id, now);
    return "applied";
  }
  await lockWithinTransaction(trx, `gift:${change.gift.id}`);
  const gift = (await giftById(trx, change.gift.id))!;
  let championId: string | null = null;
  switch (change.kind) {
    case "paid": {
      const done = await paid(
        trx,
        gift,
        {
          customerId: change.customerId,
          subscriptionId: change.subscriptionId,
          paymentIntentId: change.charge?.paymentIntentId ?? null,
        },
        now,
      );
      championId = done.championId;
      if (change.charge)
        await keepPayment(trx, done.gift, { ...change.charge, charge: change.charge, invoiceId: null }, now);
      break;
    }
    case "invoice": {
      const ids = { customerId: change.customerId, subscriptionId: change.subscriptionId, paymentIntentId: null };
      const done = await paid(trx, gift, ids, now);
      championId = done.championId;
      if (done.gift.monthlyState === "past_due")
        await setMonthlyState(trx, gift.id, { monthlyState: "active", pausedUntil: null }, now);
      await keepPayment(trx, (await giftById(trx, gift.id))!, { ...change.charge, invoiceId: change.invoiceId }, now);
      break;
    }
    case "failed":
      if (gift.monthlyState === "cancelled") return "ignored";
      await setMonthlyState(trx, gift.id, { monthlyState: "past_due", pausedUntil: null }, now);
      await queueFailedPaymentEmail(trx, gift, change.amountCents);
      break;
    case "expired":
      if (!(await markExpired(trx, gift.id, now))) return "ignored";
      break;
    case "subscription":
      if (gift.monthlyState === "cancelled") return "ignored";
      await setMonthlyState(trx, gift.id, { monthlyState: change.state, pausedUntil: change.pausedUntil }, now);
      break;
  }
  // Last, so the change feed's lock is held only until the commit (see noteChange); an abandoned page is no gift.
  if (championId) await noteChange(trx, "Champions", championId, now);
  if (change.kind !== "expired") await noteChange(trx, "Financial_Donations", gift.id, now);
  return "applied";
}

/**
 * Applies one kept event once: "duplicate" when another run (or origin) applied it first. A failure to read the
 * provider throws, leaving the event for the next try.
 */
export async function applyKeptEvent(
  db: Db,
  payments: Payments,
  kept: KeptEvent,
  now = Date.now(),
): Promise<EventOutcome | "duplicate"> {
  const event = JSON.parse(kept.payload) as ProviderObject;
  const object = objectOf(objectOf(event.data).object);
  // Another wing's checkout (a festival ticket, decision 124) is that wing's to apply.
  const other = otherCheckoutOf(object);
  const change = other ? none("ignored") : await changeOf(db, payments, kept.type, object);
  return inTransaction(db, async (trx) => {
    if (!(await lockPendingEvent(trx, kept.id))) return "duplicate" as const;
    const outcome = other ? await other.apply(trx, kept.type, object) : await write(trx, change, now);
    await markEventApplied(trx, kept.id, outcome, now);
    return outcome;
  });
}
