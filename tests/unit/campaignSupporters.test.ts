/**
 * Supporters' pages' store (migration 36) on both engines: the ranking by dollars then donors, only pages that are
 * approved, not paused and listed; a page's own totals; the staff's moves only from the state they need; and the
 * campaign's version, which the store's triggers change with a credited payment, a refund, a supporter's move and a
 * campaign's edit, and not with a gift to another campaign.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sql, type Db } from "~/db/engine.server";
import { campaignTotals, campaignWithVersion, createCampaign } from "~/gifts/campaigns/campaignStore.server";
import {
  confirmedSupporters,
  confirmSupporter,
  createSupporter,
  moveSupporter,
  rankedSupporters,
  slugOfName,
  supporterBySlug,
  type NewSupporter,
} from "~/gifts/campaigns/supporterStore.server";
import { recordPayment, recordRefunded } from "~/gifts/server/giftLedger.server";
import { createGift } from "~/gifts/server/giftStore.server";
import { lupeCampaign } from "../support/campaignFixture";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2026, 11, 1, 15);
const page = (name: string, listed = true): NewSupporter => ({
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
  why: "My brother learned to code on a donated laptop.",
  goalCents: 50_000,
  listed,
  locale: "en",
});

let charge = 0;
async function give(db: Db, campaignId: string, supporterId: string | null, email: string, cents: number) {
  const giftId = await createGift(db, {
    frequency: "once",
    name: "Rosa Díaz",
    email,
    phone: null,
    amountCents: cents,
    feeCents: 0,
    locale: "en",
    tribute: null,
    employer: null,
    listedPublicly: false,
    campaignId,
    supporterId,
  });
  charge += 1;
  return (await recordPayment(db, {
    giftId,
    amountCents: cents,
    paidAt: NOW + charge,
    card: null,
    stripeChargeId: `ch_s${charge}`,
    stripeInvoiceId: null,
    stripePaymentIntentId: null,
  }))!;
}

async function approved(db: Db, campaignId: string, name: string, listed = true) {
  const { id } = await createSupporter(db, campaignId, page(name, listed), NOW);
  expect(await confirmSupporter(db, id, NOW)).toBe(true);
  expect(await moveSupporter(db, campaignId, id, "approve", "staff@example.org", NOW)).toBe(true);
  return id;
}

const version = async (db: Db) => (await campaignWithVersion(db, lupeCampaign.slug))!.version;

describe.each(ENGINES)("supporters' pages on %s", (engine) => {
  it("ranks approved, listed, unpaused pages by dollars then donors, and counts each page's own gifts", async () => {
    const { db } = await openTestStore(engine);
    const campaignId = (await createCampaign(db, lupeCampaign, "staff@example.org", NOW))!;
    const other = (await createCampaign(db, { ...lupeCampaign, slug: "other" }, "staff@example.org", NOW))!;
    const ana = await approved(db, campaignId, "Ana Ruiz");
    const bea = await approved(db, campaignId, "Bea Soto");
    const cal = await approved(db, campaignId, "Cal Lee");
    const hidden = await approved(db, campaignId, "Dee Unlisted", false);
    const paused = await approved(db, campaignId, "Eve Paused");
    const { id: waiting } = await createSupporter(db, campaignId, page("Fay Waiting"), NOW);
    await confirmSupporter(db, waiting, NOW);

    await give(db, campaignId, ana, "a1@example.org", 5000);
    await give(db, campaignId, bea, "b1@example.org", 2500);
    await give(db, campaignId, bea, "b2@example.org", 2500); // Bea: as many dollars as Ana, more donors
    await give(db, campaignId, cal, "c1@example.org", 9000);
    await recordRefunded(db, await give(db, campaignId, cal, "c2@example.org", 9000), 9000, NOW + 50);
    await give(db, campaignId, hidden, "d1@example.org", 90_000);
    await give(db, campaignId, paused, "e1@example.org", 80_000);
    await give(db, campaignId, null, "x1@example.org", 1000); // the campaign's own page
    await give(db, other, null, "y1@example.org", 1000);
    expect(await moveSupporter(db, campaignId, paused, "pause", "staff@example.org", NOW)).toBe(true);

    const ranked = await rankedSupporters(db, campaignId);
    expect(ranked.map((s) => [s.name, s.cents, s.donors])).toEqual([
      ["Cal Lee", 9000, 1],
      ["Bea Soto", 5000, 2],
      ["Ana Ruiz", 5000, 1],
    ]);
    expect(await campaignTotals(db, campaignId, bea)).toEqual({ donors: 2, cents: 5000 });
    expect(await campaignTotals(db, campaignId)).toEqual({
      donors: 7,
      cents: 5000 + 5000 + 9000 + 90_000 + 80_000 + 1000,
    });
    expect((await confirmedSupporters(db, campaignId)).map((s) => [s.name, s.state])).toEqual([
      ["Dee Unlisted", "approved"],
      ["Eve Paused", "paused"],
      ["Cal Lee", "approved"],
      ["Bea Soto", "approved"],
      ["Ana Ruiz", "approved"],
      ["Fay Waiting", "waiting"],
    ]);
    // A move only from the state it needs, and only on the campaign's own page.
    expect(await moveSupporter(db, campaignId, waiting, "pause", "staff@example.org")).toBe(false);
    expect(await moveSupporter(db, other, waiting, "approve", "staff@example.org")).toBe(false);
    expect(await moveSupporter(db, campaignId, paused, "resume", "staff@example.org")).toBe(true);
    expect((await rankedSupporters(db, campaignId))[0]!.name).toBe("Eve Paused");
  });

  it("gives each page a free address from its name", async () => {
    const { db } = await openTestStore(engine);
    const campaignId = (await createCampaign(db, lupeCampaign, "staff@example.org", NOW))!;
    expect(slugOfName("María José Núñez")).toBe("maria-jose-nunez");
    expect(slugOfName("李雷")).toBe("supporter");
    expect(slugOfName("Start")).toBe("start-page");
    const first = await createSupporter(db, campaignId, page("Ana Ruiz"), NOW);
    const second = await createSupporter(db, campaignId, page("Ana  Ruiz!"), NOW);
    expect([first.slug, second.slug]).toEqual(["ana-ruiz", "ana-ruiz-2"]);
    expect(await supporterBySlug(db, campaignId, "ana-ruiz-2")).toMatchObject({ id: second.id, state: "unconfirmed" });
  });

  it("moves the campaign's version with what its pages show, and only then", async () => {
    const { db } = await openTestStore(engine);
    const campaignId = (await createCampaign(db, lupeCampaign, "staff@example.org", NOW))!;
    const other = (await createCampaign(db, { ...lupeCampaign, slug: "other" }, "staff@example.org", NOW))!;
    const seen = [await version(db)];
    const changed = async () => {
      const now = await version(db);
      expect(seen).not.toContain(now);
      seen.push(now);
    };
    expect(seen[0]).not.toBe("none");
    const ana = await approved(db, campaignId, "Ana Ruiz");
    await changed();
    const payment = await give(db, campaignId, ana, "a1@example.org", 5000);
    await changed();
    await recordRefunded(db, payment, 1000, NOW + 10);
    await changed();
    await moveSupporter(db, campaignId, ana, "pause", "staff@example.org");
    await changed();
    await sql`UPDATE campaigns SET title_en = 'Laptops for Lupe and Leo' WHERE id = ${campaignId}`.execute(db);
    await changed();
    await give(db, other, null, "y1@example.org", 1000);
    await sql`UPDATE gifts SET state = 'paid' WHERE campaign_id = ${campaignId}`.execute(db);
    expect(await version(db)).toBe(seen.at(-1));
  });
});
