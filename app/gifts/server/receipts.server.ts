/**
 * A payment's receipt, issued in the transaction that keeps the payment, with its email (issue 47 §3); corrected
 * (the standing receipt voided, a new one naming it, its email) when what was kept of the payment changes, a
 * refund; read back for the PDF, the portal and `/verify`, which says whether a number stands and never who gave.
 */
import type { Db } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { isReceiptKey } from "./giftLinks.server";
import { verification, type Verification } from "~/kits/documents/verifyLimit.server";
import type { Locale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import { firstRow, sql } from "~/db/engine.server";
import { parseGiftReceiptNumber } from "~/gifts/receiptNumber";
import { receiptContent, receiptVerificationLines, type ReceiptFacts } from "~/gifts/receipt";
import {
  issueReceipt,
  paymentById,
  receiptByNumber,
  standingReceiptOf,
  voidReceipt,
  type Payment,
} from "./giftLedger.server";
import { queueReceiptEmail } from "./giftEmails.server";
import { giftById, type Gift } from "./giftStore.server";
import { giftReceiptPdf } from "./receiptPdf.server";

/** What a receipt acknowledges of a payment: what was paid less what was refunded, and what was given in exchange. */
export type Acknowledged = { goodsCents?: number; goodsDescription?: string | null };

/** Issues a payment's receipt for what is kept of it now (a correction names the one it replaces) and queues its email. */
async function issueWithEmail(
  trx: Db,
  gift: Gift,
  payment: Payment,
  acknowledged: Required<Acknowledged> & { corrects: string | null },
  now: number,
): Promise<string> {
  const amountCents = payment.amountCents - payment.refundedCents;
  const number = await issueReceipt(
    trx,
    { paymentId: payment.id, giftId: gift.id, amountCents, locale: gift.locale, ...acknowledged },
    now,
  );
  const corrected = acknowledged.corrects !== null;
  await queueReceiptEmail(trx, gift, { number, amountCents, paidAt: payment.paidAt, corrected });
  return number;
}

/** Issues the receipt of a payment just kept, and queues its email; its number. */
export function receiptForPayment(
  trx: Db,
  gift: Gift,
  payment: Payment,
  acknowledged: Acknowledged = {},
  now = Date.now(),
): Promise<string> {
  const goods = { goodsCents: acknowledged.goodsCents ?? 0, goodsDescription: acknowledged.goodsDescription ?? null };
  return issueWithEmail(trx, gift, payment, { ...goods, corrects: null }, now);
}

/**
 * Corrects a payment's receipt to what the payment now is (after a refund): the standing receipt is voided and a
 * new one names it; its email is queued. Nothing happens when the standing receipt already says it; null then.
 */
export async function correctReceipt(
  trx: Db,
  gift: Gift,
  payment: Payment,
  acknowledged: Acknowledged = {},
  now = Date.now(),
): Promise<string | null> {
  const standing = await standingReceiptOf(trx, payment.id);
  const amountCents = payment.amountCents - payment.refundedCents;
  const goodsCents = Math.min(acknowledged.goodsCents ?? standing?.goodsCents ?? 0, amountCents);
  if (standing && standing.amountCents === amountCents && standing.goodsCents === goodsCents) return null;
  if (standing) await voidReceipt(trx, standing.number, now);
  const goodsDescription = acknowledged.goodsDescription ?? standing?.goodsDescription ?? null;
  return issueWithEmail(trx, gift, payment, { goodsCents, goodsDescription, corrects: standing?.number ?? null }, now);
}

/** Everything a receipt states, from the records; null for a number not issued. */
export async function receiptFacts(db: Db, number: string): Promise<ReceiptFacts | null> {
  const receipt = await receiptByNumber(db, number);
  if (!receipt) return null;
  const [payment, gift] = await Promise.all([paymentById(db, receipt.paymentId), giftById(db, receipt.giftId)]);
  if (!payment || !gift) return null;
  const replacement = receipt.voidedAt
    ? await firstRow(db, sql<{ number: string }>`SELECT number FROM gift_receipts WHERE corrects = ${number}`)
    : undefined;
  return {
    number,
    locale: receipt.locale,
    donorName: gift.name,
    frequency: gift.frequency,
    amountCents: receipt.amountCents,
    goodsCents: receipt.goodsCents,
    goodsDescription: receipt.goodsDescription,
    paidAt: payment.paidAt,
    card: payment.card,
    corrects: receipt.corrects,
    voided: receipt.voidedAt ? { replacedBy: replacement?.number ?? null } : null,
    refundedCents: receipt.corrects ? payment.refundedCents : 0,
  };
}

/** The receipt's PDF, in the donor's language. */
export async function receiptPdfBytes(db: Db, number: string): Promise<Uint8Array | null> {
  const facts = await receiptFacts(db, number);
  if (!facts) return null;
  const content = receiptContent(facts, {
    issuer: env().documents,
    publicUrl: env().publicUrl,
    timeZone: env().orgTimeZone,
  });
  return giftReceiptPdf(content, number, facts.locale);
}

/** `/verify/<number>` for a gift receipt's number: limited per client, never the donor. */
export function verifyGiftReceipt(db: Db, input: string, clientAddress: string, locale: Locale): Promise<Verification> {
  return verification("gift receipt", clientAddress, async () => {
    const number = parseGiftReceiptNumber(input);
    const facts = number ? await receiptFacts(db, number) : null;
    return facts && receiptVerificationLines(facts, locale, env().orgTimeZone);
  });
}

const RECEIPT_DOWNLOADS_PER_HOUR = 60;

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });

/** A receipt's PDF at its emailed link (any browser, no sign-in); a wrong key is the same 404 as no receipt. */
export async function receiptPdfResponse(request: Request, number: string, key: string, client: string) {
  // Like every personal download (the documents kit): a page on another site may not make the browser fetch it.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return plain(403, "Forbidden");
  if (!(await hitRateLimit(db(), `gift-receipt:${client}`, RECEIPT_DOWNLOADS_PER_HOUR, 3_600_000)))
    return plain(429, "Too Many Requests");
  const written = parseGiftReceiptNumber(number);
  const body = written === number && isReceiptKey(number, key) ? await receiptPdfBytes(db(), number) : null;
  if (!body) return plain(404, "Not Found");
  return new Response(Buffer.from(body), {
    headers: personalHeaders({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="receipt_${number}.pdf"`,
    }),
  });
}
