/**
 * What the staff console reads of the gifts (issue 47 §5): the gifts paid in a month, newest first; the monthly
 * gifts and their state; and every payment of a month for the accounts' CSV, each with what was refunded and the
 * receipt that stands. Reads only: a gift's own page reads the gift, payments and receipts from the wing's store.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { dayIn } from "~/gifts/days";
import type { MonthlyState } from "~/gifts/server/giftStore.server";

/** A month's edges as moments: its first day and the next month's in UTC, widened by a day each way for any zone. */
function monthWindow(month: string): { from: number; to: number } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const day = 86_400_000;
  return { from: Date.UTC(year, number - 1, 1) - day, to: Date.UTC(year, number, 1) + day };
}

export type ListedGift = {
  id: string;
  paidAt: number;
  name: string;
  frequency: "once" | "monthly";
  amountCents: number;
  feeCents: number;
  refundedCents: number;
  monthlyState: MonthlyState | null;
  tribute: boolean;
  employer: string | null;
};

type ListedRow = {
  id: string;
  paid_at: number | string;
  name: string;
  frequency: "once" | "monthly";
  amount_cents: number | string;
  fee_cents: number | string;
  refunded_cents: number | string | null;
  monthly_state: MonthlyState | null;
  tribute_kind: string | null;
  employer: string | null;
};

const listedFrom = (row: ListedRow): ListedGift => ({
  id: row.id,
  paidAt: Number(row.paid_at),
  name: row.name,
  frequency: row.frequency,
  amountCents: Number(row.amount_cents),
  feeCents: Number(row.fee_cents),
  refundedCents: Number(row.refunded_cents ?? 0),
  monthlyState: row.monthly_state,
  tribute: row.tribute_kind !== null,
  employer: row.employer,
});

const listedColumns = sql`g.id, g.paid_at, g.name, g.frequency, g.amount_cents, g.fee_cents, g.monthly_state,
  g.tribute_kind, g.employer,
  (SELECT SUM(p.refunded_cents) FROM gift_payments p WHERE p.gift_id = g.id) AS refunded_cents`;

/** The gifts first paid in a month (YYYY-MM, read in `timeZone`), newest first. */
export async function giftsPaidIn(db: Db, month: string, timeZone: string): Promise<ListedGift[]> {
  const { from, to } = monthWindow(month);
  const found = await rows(
    db,
    sql<ListedRow>`SELECT ${listedColumns} FROM gifts g
       WHERE g.state = 'paid' AND g.paid_at >= ${from} AND g.paid_at < ${to} ORDER BY g.paid_at DESC, g.id`,
  );
  return found.map(listedFrom).filter((gift) => dayIn(timeZone, gift.paidAt).startsWith(`${month}-`));
}

/** Every monthly gift that was paid at least once, by state, newest first. */
export async function monthlyGifts(db: Db): Promise<ListedGift[]> {
  const found = await rows(
    db,
    sql<ListedRow>`SELECT ${listedColumns} FROM gifts g
       WHERE g.state = 'paid' AND g.frequency = 'monthly' ORDER BY g.paid_at DESC, g.id`,
  );
  return found.map(listedFrom);
}

export type AccountsRow = {
  paidAt: number;
  paymentId: string;
  giftId: string;
  name: string;
  email: string;
  frequency: "once" | "monthly";
  amountCents: number;
  refundedCents: number;
  card: string | null;
  receipt: string | null;
  employer: string | null;
  tributeKind: string | null;
};

type AccountsDbRow = {
  paid_at: number | string;
  id: string;
  gift_id: string;
  name: string;
  email: string;
  frequency: "once" | "monthly";
  amount_cents: number | string;
  refunded_cents: number | string;
  card_brand: string | null;
  card_last4: string | null;
  receipt: string | null;
  employer: string | null;
  tribute_kind: string | null;
};

/** Every payment of a month, oldest first, for the accounts. */
export async function paymentsIn(db: Db, month: string, timeZone: string): Promise<AccountsRow[]> {
  const { from, to } = monthWindow(month);
  const found = await rows(
    db,
    sql<AccountsDbRow>`SELECT p.paid_at, p.id, p.gift_id, g.name, g.email, g.frequency, p.amount_cents,
         p.refunded_cents, p.card_brand, p.card_last4, g.employer, g.tribute_kind,
         (SELECT r.number FROM gift_receipts r WHERE r.payment_id = p.id AND r.voided_at IS NULL
           ORDER BY r.issued_at DESC, r.number LIMIT 1) AS receipt
       FROM gift_payments p JOIN gifts g ON g.id = p.gift_id
       WHERE p.paid_at >= ${from} AND p.paid_at < ${to} ORDER BY p.paid_at, p.id`,
  );
  return found
    .map((row) => ({
      paidAt: Number(row.paid_at),
      paymentId: row.id,
      giftId: row.gift_id,
      name: row.name,
      email: row.email,
      frequency: row.frequency,
      amountCents: Number(row.amount_cents),
      refundedCents: Number(row.refunded_cents),
      card: row.card_brand && row.card_last4 ? `${row.card_brand} ${row.card_last4}` : null,
      receipt: row.receipt,
      employer: row.employer,
      tributeKind: row.tribute_kind,
    }))
    .filter((row) => dayIn(timeZone, row.paidAt).startsWith(`${month}-`));
}
