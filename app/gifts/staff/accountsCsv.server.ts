/**
 * The accounts' CSV of a month (issue 47 §5): a line per payment the provider took, its day in ORG_TIME_ZONE, the
 * gift and donor, the amount, what was refunded and what was kept, in dollars (numbers, so a spreadsheet sums them),
 * the card and the receipt that stands. Written by the one CSV writer, so every cell is formula-safe.
 */
import { csvText } from "~/kits/documents/csvWriter.server";
import { dayIn } from "~/gifts/days";
import type { AccountsRow } from "./giftStaffStore.server";
import { giftStaffWords } from "./words";

const dollars = (cents: number) => Number((cents / 100).toFixed(2));

export function accountsCsv(payments: readonly AccountsRow[], timeZone: string): string {
  return csvText(
    giftStaffWords.csvColumns,
    payments.map((payment) => [
      dayIn(timeZone, payment.paidAt),
      payment.paymentId,
      payment.giftId,
      payment.name,
      payment.email,
      payment.frequency,
      dollars(payment.amountCents),
      dollars(payment.refundedCents),
      dollars(payment.amountCents - payment.refundedCents),
      payment.card,
      payment.receipt,
      payment.employer,
      payment.tributeKind,
    ]),
  );
}

export const accountsCsvFileName = (month: string) => `gift_payments_${month}.csv`;
