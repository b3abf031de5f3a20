/**
 * A staff refund of a gift's payment (issue 47 §5), whole or in part, through the payment adapter: the form names
 * the payment, the amount in dollars (all that is left when untouched) and what the page showed was refunded
 * (`seen`: a colleague may have refunded since). The provider's `charge.refunded` webhook then records the refund,
 * voids the receipt and issues the corrected one (`server/refunds.server.ts`), so a refund asked twice is one.
 * Every answer is a sentence with its status; what was typed is handed back when refused.
 */
import { centsOf, dollars } from "~/gifts/amounts";
import { paymentsAdapter } from "~/gifts/payments.server";
import { paymentById, type Payment } from "~/gifts/server/giftLedger.server";
import { db } from "~/db/serverStore.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { giftStaffWords } from "./words";

export type RefundAnswer =
  { ok: true; message: string } | { ok: false; status: number; message: string; paymentId?: string; typed?: string };

const words = giftStaffWords.answers;
const refused = (status: number, message: string, extra: { paymentId?: string; typed?: string } = {}) =>
  ({ ok: false, status, message, ...extra }) as const;

/** What is left to refund of a payment, in cents. */
export const refundableCents = (payment: Pick<Payment, "amountCents" | "refundedCents">) =>
  payment.amountCents - payment.refundedCents;

export async function answerRefundPost(request: Request, giftId: string, staff: string): Promise<RefundAnswer> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return refused(guarded.spam ? 400 : guarded.status, guarded.spam ? words.formOnly : guarded.message);
  const form = guarded.form;
  if (singleText(form, "action") !== "refund") return refused(400, words.formOnly);
  const payment = await paymentById(db(), singleText(form, "payment") ?? "");
  if (!payment || payment.giftId !== giftId || !payment.stripeChargeId) return refused(404, words.notFound);
  const typed = singleText(form, "amount")?.trim() ?? "";
  const keep = { paymentId: payment.id, typed };
  const left = refundableCents(payment);
  if (left <= 0) return refused(409, words.nothingLeft, keep);
  if (singleText(form, "seen") !== String(payment.refundedCents)) return refused(409, words.changed, keep);
  const cents = typed === "" ? left : centsOf(typed);
  if (cents === null || cents <= 0 || cents > left) return refused(400, words.badAmount(typed, dollars(left)), keep);
  const adapter = paymentsAdapter();
  if (!adapter) return refused(409, words.noProvider, keep);
  try {
    // Named by the payment, what was refunded before and the amount: a double submission is one refund.
    await adapter.refund(
      payment.stripeChargeId,
      cents === payment.amountCents ? null : cents,
      `${payment.id}:${payment.refundedCents}:${cents}`,
    );
  } catch (error) {
    log.warn("gift refund not taken", { payment: payment.id, reason: (error as Error).message });
    return refused(503, words.providerFailed, keep);
  }
  log.info("gift refund asked", { by: maskEmail(staff), payment: payment.id, cents });
  return { ok: true, message: words.asked(dollars(cents)) };
}
