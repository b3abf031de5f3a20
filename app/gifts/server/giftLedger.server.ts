/**
 * What the provider took for gifts and what the site said about it (issue 47, decision 115; migration 27): a
 * payment per paid charge or invoice (of a card only its brand and last four; what was refunded), a receipt per
 * payment, numbered, never changed but voided and replaced by a corrected one that names it, and the provider's
 * events applied, each id once.
 */
import { randomBytes } from "node:crypto";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";
import { giftReceiptNumberFrom } from "~/gifts/receiptNumber";

export type Card = { brand: string; last4: string } | null;

export type NewPayment = {
  giftId: string;
  amountCents: number;
  paidAt: number;
  card: Card;
  stripeChargeId: string | null;
  stripeInvoiceId: string | null;
  stripePaymentIntentId: string | null;
};

export type Payment = NewPayment & { id: string; refundedCents: number; refundedAt: number | null };

export type Receipt = {
  number: string;
  paymentId: string;
  giftId: string;
  amountCents: number;
  /** The value of goods or services given in exchange (0 for a gift); what is deductible is the rest. */
  goodsCents: number;
  goodsDescription: string | null;
  locale: Locale;
  issuedAt: number;
  voidedAt: number | null;
  /** The number of the receipt this one corrects, or null. */
  corrects: string | null;
};

type Time = number | string | null;
type PaymentRow = {
  id: string;
  gift_id: string;
  amount_cents: number | string;
  paid_at: number | string;
  card_brand: string | null;
  card_last4: string | null;
  refunded_cents: number | string;
  refunded_at: Time;
  stripe_charge_id: string | null;
  stripe_invoice_id: string | null;
  stripe_payment_intent_id: string | null;
};
type ReceiptRow = {
  number: string;
  payment_id: string;
  gift_id: string;
  amount_cents: number | string;
  goods_cents: number | string;
  goods_description: string | null;
  locale: string;
  issued_at: number | string;
  voided_at: Time;
  corrects: string | null;
};

const time = (value: Time) => (value === null ? null : Number(value));

const paymentFrom = (row: PaymentRow): Payment => ({
  id: row.id,
  giftId: row.gift_id,
  amountCents: Number(row.amount_cents),
  paidAt: Number(row.paid_at),
  card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  refundedCents: Number(row.refunded_cents),
  refundedAt: time(row.refunded_at),
  stripeChargeId: row.stripe_charge_id,
  stripeInvoiceId: row.stripe_invoice_id,
  stripePaymentIntentId: row.stripe_payment_intent_id,
});

const receiptFrom = (row: ReceiptRow): Receipt => ({
  number: row.number,
  paymentId: row.payment_id,
  giftId: row.gift_id,
  amountCents: Number(row.amount_cents),
  goodsCents: Number(row.goods_cents),
  goodsDescription: row.goods_description,
  locale: row.locale === "es" ? "es" : "en",
  issuedAt: Number(row.issued_at),
  voidedAt: time(row.voided_at),
  corrects: row.corrects,
});

/** Only what a receipt needs of a card: a brand word and four digits, nothing else Stripe may send. */
export function cardOf(details: { brand?: string | null; last4?: string | null } | null | undefined): Card {
  const brand = (details?.brand ?? "").trim().toLowerCase();
  const last4 = (details?.last4 ?? "").trim();
  return /^[a-z_]{1,20}$/.test(brand) && /^\d{4}$/.test(last4) ? { brand, last4 } : null;
}

/**
 * Keeps a paid charge or invoice once: a second call with the same charge or invoice id keeps nothing and
 * answers null. The new payment's id otherwise.
 */
export async function recordPayment(trx: Db, payment: NewPayment): Promise<string | null> {
  const seen = await firstRow(
    trx,
    sql<{ id: string }>`SELECT id FROM gift_payments
       WHERE stripe_charge_id = ${payment.stripeChargeId} OR stripe_invoice_id = ${payment.stripeInvoiceId}`,
  );
  if (seen) return null;
  const id = `P-${randomBytes(9).toString("base64url")}`;
  await sql`INSERT INTO gift_payments (id, gift_id, amount_cents, paid_at, card_brand, card_last4, stripe_charge_id,
       stripe_invoice_id, stripe_payment_intent_id)
     VALUES (${id}, ${payment.giftId}, ${payment.amountCents}, ${payment.paidAt}, ${payment.card?.brand ?? null},
       ${payment.card?.last4 ?? null}, ${payment.stripeChargeId}, ${payment.stripeInvoiceId},
       ${payment.stripePaymentIntentId})`.execute(trx);
  return id;
}

export async function paymentById(db: Db, id: string): Promise<Payment | null> {
  const row = await firstRow(db, sql<PaymentRow>`SELECT * FROM gift_payments WHERE id = ${id}`);
  return row ? paymentFrom(row) : null;
}

export async function paymentByCharge(db: Db, chargeId: string): Promise<Payment | null> {
  const row = await firstRow(db, sql<PaymentRow>`SELECT * FROM gift_payments WHERE stripe_charge_id = ${chargeId}`);
  return row ? paymentFrom(row) : null;
}

/** A gift's payments, oldest first. */
export async function paymentsOfGift(db: Db, giftId: string): Promise<Payment[]> {
  const found = await rows(
    db,
    sql<PaymentRow>`SELECT * FROM gift_payments WHERE gift_id = ${giftId} ORDER BY paid_at, id`,
  );
  return found.map(paymentFrom);
}

/** What the provider now says was refunded of a charge, in all (its `amount_refunded`), never less than before. */
export async function recordRefunded(trx: Db, paymentId: string, refundedCents: number, now = Date.now()) {
  await sql`UPDATE gift_payments SET refunded_cents = ${refundedCents}, refunded_at = ${now}
     WHERE id = ${paymentId} AND refunded_cents < ${refundedCents}`.execute(trx);
}

/** Issues a receipt for a payment (a correction names the receipt it replaces, which the caller voids); its number. */
export async function issueReceipt(
  trx: Db,
  receipt: Omit<Receipt, "number" | "issuedAt" | "voidedAt" | "goodsDescription" | "corrects"> & {
    goodsDescription?: string | null;
    corrects?: string | null;
  },
  now = Date.now(),
): Promise<string> {
  let number = giftReceiptNumberFrom(randomBytes(10));
  while (await firstRow(trx, sql`SELECT 1 AS taken FROM gift_receipts WHERE number = ${number}`))
    number = giftReceiptNumberFrom(randomBytes(10));
  await sql`INSERT INTO gift_receipts (number, payment_id, gift_id, amount_cents, goods_cents, goods_description,
       locale, issued_at, corrects)
     VALUES (${number}, ${receipt.paymentId}, ${receipt.giftId}, ${receipt.amountCents}, ${receipt.goodsCents},
       ${receipt.goodsDescription ?? null}, ${receipt.locale}, ${now}, ${receipt.corrects ?? null})`.execute(trx);
  return number;
}

/** Voids a receipt (it stays, marked void, and no longer verifies as standing); true the first time. */
export async function voidReceipt(trx: Db, number: string, now = Date.now()): Promise<boolean> {
  const changed = await changes(
    trx,
    sql`UPDATE gift_receipts SET voided_at = ${now} WHERE number = ${number} AND voided_at IS NULL`,
  );
  return changed > 0;
}

export async function receiptByNumber(db: Db, number: string): Promise<Receipt | null> {
  const row = await firstRow(db, sql<ReceiptRow>`SELECT * FROM gift_receipts WHERE number = ${number}`);
  return row ? receiptFrom(row) : null;
}

/** The receipt of a payment that stands (not voided), or null. */
export async function standingReceiptOf(db: Db, paymentId: string): Promise<Receipt | null> {
  const row = await firstRow(
    db,
    sql<ReceiptRow>`SELECT * FROM gift_receipts WHERE payment_id = ${paymentId} AND voided_at IS NULL
       ORDER BY issued_at DESC LIMIT 1`,
  );
  return row ? receiptFrom(row) : null;
}

/** A gift's receipts, oldest first (voided ones too). */
export async function receiptsOfGift(db: Db, giftId: string): Promise<Receipt[]> {
  const found = await rows(
    db,
    sql<ReceiptRow>`SELECT * FROM gift_receipts WHERE gift_id = ${giftId} ORDER BY issued_at, number`,
  );
  return found.map(receiptFrom);
}
