/**
 * The gifts' unit tests' records: a gift paid as the webhook records one (the gift, its payment, its receipt), and a
 * device donor of the same email with devices received, written by the CRM's push as the CRM writes them.
 */
import type { Db } from "~/db/engine.server";
import { issueReceipt, recordPayment } from "~/gifts/server/giftLedger.server";
import { createGift, markPaid, type NewGift } from "~/gifts/server/giftStore.server";
import { push } from "./changeFeedRecords";

export const TZ = "America/New_York";

export const giftForm = (overrides: Partial<NewGift> = {}): NewGift => ({
  frequency: "once",
  name: "Rosa Díaz",
  email: "Rosa@Example.org",
  phone: null,
  amountCents: 5000,
  feeCents: 175,
  locale: "es",
  tribute: null,
  employer: "Dell",
  listedPublicly: false,
  ...overrides,
});

/** A gift paid at `paidAt` with one payment of its amount and fee, and that payment's receipt; the ids. */
export async function paidGift(db: Db, paidAt: number, overrides: Partial<NewGift> = {}) {
  const form = giftForm(overrides);
  const giftId = await createGift(db, form, paidAt - 60_000);
  await markPaid(
    db,
    giftId,
    { customerId: "cus_1", paymentIntentId: null, subscriptionId: null, championId: null },
    paidAt,
  );
  const paymentId = (await recordPayment(db, {
    giftId,
    amountCents: form.amountCents + form.feeCents,
    paidAt,
    card: { brand: "visa", last4: "4242" },
    stripeChargeId: `ch_${giftId}`,
    stripeInvoiceId: null,
    stripePaymentIntentId: `pi_${giftId}`,
  }))!;
  const receipt = await issueReceipt(
    db,
    { paymentId, giftId, amountCents: form.amountCents + form.feeCents, goodsCents: 0, locale: form.locale },
    paidAt,
  );
  return { giftId, paymentId, receipt };
}

/** A device donor of `email` (status Donated) with three laptops and a monitor received on 2026-04-02. */
export async function deviceDonor(db: Db, email: string) {
  await push(db, {
    module: "Computer_Donors",
    records: [{ id: "CD-1", Name: "Rosa Díaz", Email: email, Status: "Donated", Donor_ID: "DON-1" }],
  });
  await push(db, {
    module: "Computer_Inventory",
    records: [
      ...[1, 2, 3].map((n) => ({ id: `I-${n}`, Donor_ID: "DON-1", Computer_Type: "Laptop", Date_Added: "2026-04-02" })),
      { id: "I-4", Donor_ID: "DON-1", Computer_Type: "Monitor", Date_Added: "2026-04-02" },
    ],
  });
}
