/**
 * A gift made on this site as the CRM's change feed lists it (issue 47 §5, decision 117): a `Financial_Donations`
 * record in the live CRM module's field names (`app/kits/records/schema.server.ts`), its id the gift's, read from
 * the gifts wing's own tables as they are now: the amount of one payment, what was received and refunded in all
 * (dollars), the day of the first payment in ORG_TIME_ZONE, the card as its receipt names it, the standing receipt,
 * the tribute and employer. A gift not yet paid, or abandoned, is not a donation and is not listed.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { dayIn } from "~/gifts/days";

type GiftFeedRow = {
  id: string;
  frequency: string;
  state: string;
  monthly_state: string | null;
  name: string;
  email: string;
  phone: string | null;
  amount_cents: number | string;
  locale: string;
  tribute_kind: string | null;
  tribute_name: string | null;
  employer: string | null;
  listed_publicly: number | string;
  first_paid_at: number | string | null;
  paid_cents: number | string | null;
  refunded_cents: number | string | null;
  card_brand: string | null;
  card_last4: string | null;
  receipt_number: string | null;
};

const dollarsOf = (cents: number | string | null) => (cents === null ? null : Number(cents) / 100);

/** What the CRM's Status reads: a monthly gift's state, or a one-time gift paid or refunded (wholly or in part). */
function statusOf(row: GiftFeedRow): string {
  const paid = Number(row.paid_cents ?? 0);
  const refunded = Number(row.refunded_cents ?? 0);
  if (refunded > 0 && refunded >= paid) return "Refunded";
  if (row.frequency === "monthly" && row.monthly_state) return row.monthly_state;
  return refunded > 0 ? "Partly refunded" : "Paid";
}

export async function financialDonationRecords(
  db: Db,
  ids: readonly string[],
  timeZone: string,
): Promise<({ id: string } & Record<string, unknown>)[]> {
  const found = await rows(
    db,
    sql<GiftFeedRow>`SELECT g.id, g.frequency, g.state, g.monthly_state, g.name, g.email, g.phone, g.amount_cents,
         g.locale, g.tribute_kind, g.tribute_name, g.employer, g.listed_publicly,
         (SELECT MIN(p.paid_at) FROM gift_payments p WHERE p.gift_id = g.id) AS first_paid_at,
         (SELECT SUM(p.amount_cents) FROM gift_payments p WHERE p.gift_id = g.id) AS paid_cents,
         (SELECT SUM(p.refunded_cents) FROM gift_payments p WHERE p.gift_id = g.id) AS refunded_cents,
         (SELECT p.card_brand FROM gift_payments p WHERE p.gift_id = g.id ORDER BY p.paid_at DESC, p.id LIMIT 1)
           AS card_brand,
         (SELECT p.card_last4 FROM gift_payments p WHERE p.gift_id = g.id ORDER BY p.paid_at DESC, p.id LIMIT 1)
           AS card_last4,
         (SELECT r.number FROM gift_receipts r WHERE r.gift_id = g.id AND r.voided_at IS NULL
           ORDER BY r.issued_at DESC, r.number LIMIT 1) AS receipt_number
       FROM gifts g WHERE g.id IN (${sql.join(ids)}) AND g.state = 'paid'`,
  );
  return found.map((row) => ({
    id: row.id,
    Donor_Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Amount: dollarsOf(row.amount_cents),
    Frequency: row.frequency === "monthly" ? "Monthly" : "One-time",
    Date_Received: row.first_paid_at === null ? null : dayIn(timeZone, Number(row.first_paid_at)),
    Total_Paid: dollarsOf(row.paid_cents ?? 0),
    Refunded_Amount: dollarsOf(row.refunded_cents ?? 0),
    Payment_Method: row.card_brand && row.card_last4 ? `Card (${row.card_brand} ending ${row.card_last4})` : "Card",
    Status: statusOf(row),
    Receipt_Number: row.receipt_number,
    Tribute_Type: row.tribute_kind === "memory" ? "In memory" : row.tribute_kind === "honour" ? "In honour" : null,
    Tribute_Name: row.tribute_name,
    Employer: row.employer,
    Listed_Publicly: Number(row.listed_publicly) === 1 ? "Yes" : "No",
    Language: row.locale,
  }));
}
