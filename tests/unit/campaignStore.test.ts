/** Campaigns' store (migration 34) on both engines: totals from paid gifts credited to it, refunds off, anonymity kept. */
import { afterEach, describe, expect, it } from "vitest";
import {
  campaignBySlug,
  campaignTotals,
  createCampaign,
  latestCampaignGifts,
} from "~/gifts/campaigns/campaignStore.server";
import { recordPayment, recordRefunded } from "~/gifts/server/giftLedger.server";
import { createGift, type NewGift } from "~/gifts/server/giftStore.server";
import type { Db } from "~/db/engine.server";
import { lupeCampaign } from "../support/campaignFixture";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2026, 11, 1, 15);

const gift = (overrides: Partial<NewGift>): NewGift => ({
  frequency: "once",
  name: "Rosa Díaz",
  email: "rosa@example.org",
  phone: null,
  amountCents: 5000,
  feeCents: 0,
  locale: "en",
  tribute: null,
  employer: null,
  listedPublicly: true,
  ...overrides,
});

let charge = 0;
async function paidGift(db: Db, overrides: Partial<NewGift>, at: number) {
  const id = await createGift(db, gift(overrides), at);
  charge += 1;
  const payment = await recordPayment(db, {
    giftId: id,
    amountCents: overrides.amountCents ?? 5000,
    paidAt: at,
    card: null,
    stripeChargeId: `ch_${charge}`,
    stripeInvoiceId: null,
    stripePaymentIntentId: null,
  });
  return payment!;
}

describe.each(ENGINES)("campaigns' store on %s", (engine) => {
  it("counts donors and dollars from paid gifts credited to it, refunds taken off, and shows the anonymous as such", async () => {
    const { db } = await openTestStore(engine);
    const id = (await createCampaign(db, lupeCampaign, "staff@example.org", NOW))!;
    expect(await createCampaign(db, lupeCampaign, "staff@example.org", NOW)).toBeNull();
    expect(await campaignBySlug(db, "laptops-for-lupe")).toMatchObject({ id, goalCents: 100_000, listed: true });
    expect(await campaignTotals(db, id)).toEqual({ donors: 0, cents: 0 });

    await paidGift(db, { campaignId: id, amountCents: 5000 }, NOW + 1);
    await paidGift(db, { campaignId: id, amountCents: 2500 }, NOW + 2); // Rosa again: one donor
    await paidGift(db, { campaignId: id, name: "Ana Ruiz", email: "ana@example.org", listedPublicly: false }, NOW + 3);
    const refunded = await paidGift(db, { campaignId: id, name: "Eve", email: "eve@example.org" }, NOW + 4);
    await recordRefunded(db, refunded, 5000, NOW + 5);
    const partly = await paidGift(db, { campaignId: id, name: "Joe Lee", email: "joe@example.org" }, NOW + 6);
    await recordRefunded(db, partly, 1000, NOW + 7);
    await paidGift(db, { campaignId: null, name: "Elsewhere", email: "x@example.org" }, NOW + 8);
    await createGift(db, gift({ campaignId: id, email: "unpaid@example.org" }), NOW + 9);

    expect(await campaignTotals(db, id)).toEqual({ donors: 3, cents: 5000 + 2500 + 5000 + 4000 });
    expect((await latestCampaignGifts(db, id)).map((found) => found.firstName)).toEqual(["Joe", null, "Rosa", "Rosa"]);
  });
});
