/**
 * Campaigns (issue 48 §2, decision 123; table `campaigns`, migration 34): a page with a story and a goal that gifts
 * credit by `gifts.campaign_id`. Its totals are counted from the paid gifts' payments, refunds taken off: a donor is
 * an email key with something left paid, so a gift refunded whole no longer counts, and two gifts from one person
 * are one donor.
 */
import { randomBytes } from "node:crypto";
import type { RawBuilder } from "kysely";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";

export type NewCampaign = {
  slug: string;
  title: Record<Locale, string>;
  story: Record<Locale, string>;
  goalCents: number;
  startsOn: string;
  endsOn: string;
  image: string | null;
  listed: boolean;
};

export type Campaign = NewCampaign & { id: string; createdAt: number };

type CampaignRow = {
  id: string;
  slug: string;
  title_en: string;
  title_es: string;
  story_en: string;
  story_es: string;
  goal_cents: number | string;
  starts_on: string;
  ends_on: string;
  image: string | null;
  listed: number | string;
  created_at: number | string;
};

const campaignFrom = (row: CampaignRow): Campaign => ({
  id: row.id,
  slug: row.slug,
  title: { en: row.title_en, es: row.title_es },
  story: { en: row.story_en, es: row.story_es },
  goalCents: Number(row.goal_cents),
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  image: row.image,
  listed: Number(row.listed) === 1,
  createdAt: Number(row.created_at),
});

/** Keeps a campaign; its id, or null when its address is already another campaign's. */
export async function createCampaign(db: Db, campaign: NewCampaign, staff: string, now = Date.now()) {
  const id = `C-${randomBytes(9).toString("base64url")}`;
  const taken = await firstRow(db, sql`SELECT id FROM campaigns WHERE slug = ${campaign.slug}`);
  if (taken) return null;
  await sql`INSERT INTO campaigns (id, slug, title_en, title_es, story_en, story_es, goal_cents, starts_on, ends_on,
       image, listed, created_by, created_at)
     VALUES (${id}, ${campaign.slug}, ${campaign.title.en}, ${campaign.title.es}, ${campaign.story.en},
       ${campaign.story.es}, ${campaign.goalCents}, ${campaign.startsOn}, ${campaign.endsOn}, ${campaign.image},
       ${campaign.listed ? 1 : 0}, ${staff}, ${now})`.execute(db);
  return id;
}

export async function campaignBySlug(db: Db, slug: string): Promise<Campaign | null> {
  const row = await firstRow(db, sql<CampaignRow>`SELECT * FROM campaigns WHERE slug = ${slug}`);
  return row ? campaignFrom(row) : null;
}

/**
 * A campaign and its pages' version (decision 125: the store's triggers give it a new value in the statement of
 * every write its pages show) in one read by key: what a campaign's or a supporter's page reads first.
 */
export async function campaignWithVersion(
  db: Db,
  slug: string,
): Promise<{ campaign: Campaign; version: string } | null> {
  const row = await firstRow(
    db,
    sql<CampaignRow & { version: string | null }>`SELECT c.*, v.version FROM campaigns c
      LEFT JOIN campaign_versions v ON v.campaign_id = c.id WHERE c.slug = ${slug}`,
  );
  return row ? { campaign: campaignFrom(row), version: row.version ?? "none" } : null;
}

export async function campaignById(db: Db, id: string): Promise<Campaign | null> {
  const row = await firstRow(db, sql<CampaignRow>`SELECT * FROM campaigns WHERE id = ${id}`);
  return row ? campaignFrom(row) : null;
}

/** Every campaign, the latest to end first: the staff's list (unlisted ones too). */
export async function allCampaigns(db: Db): Promise<Campaign[]> {
  const found = await rows(db, sql<CampaignRow>`SELECT * FROM campaigns ORDER BY ends_on DESC, created_at DESC`);
  return found.map(campaignFrom);
}

/**
 * What each paid gift of a campaign (or of one supporter's page, `credited`) has left after refunds, in cents: the
 * rows the totals, the list and the supporters' ranking read.
 */
export const keptGifts = (campaignId: string, credited: RawBuilder<unknown> = sql`1 = 1`) => sql`
  SELECT g.id, g.email_key, g.name, g.listed_publicly, g.supporter_id, MAX(p.paid_at) AS paid_at,
    SUM(p.amount_cents - p.refunded_cents) AS kept_cents
  FROM gifts g JOIN gift_payments p ON p.gift_id = g.id
  WHERE g.campaign_id = ${campaignId} AND ${credited}
  GROUP BY g.id, g.email_key, g.name, g.listed_publicly, g.supporter_id
  HAVING SUM(p.amount_cents - p.refunded_cents) > 0`;

export type CampaignTotals = { donors: number; cents: number };

/** A campaign's totals, or (`supporterId`) those of the gifts given through one supporter's page. */
export async function campaignTotals(db: Db, campaignId: string, supporterId?: string): Promise<CampaignTotals> {
  const credited = supporterId ? sql`g.supporter_id = ${supporterId}` : undefined;
  const row = await firstRow(
    db,
    sql<{ donors: number | string; cents: number | string | null }>`
      SELECT COUNT(DISTINCT kept.email_key) AS donors, SUM(kept.kept_cents) AS cents
      FROM (${keptGifts(campaignId, credited)}) kept`,
  );
  return { donors: Number(row?.donors ?? 0), cents: Number(row?.cents ?? 0) };
}

/** A gift on the campaign's page: the donor's first name when they chose to be listed, else null (Anonymous). */
export type CampaignGift = { firstName: string | null; paidAt: number };

export async function latestCampaignGifts(db: Db, campaignId: string, limit = 10): Promise<CampaignGift[]> {
  const found = await rows(
    db,
    sql<{ name: string; listed_publicly: number | string; paid_at: number | string }>`
      SELECT kept.name, kept.listed_publicly, kept.paid_at FROM (${keptGifts(campaignId)}) kept
      ORDER BY kept.paid_at DESC, kept.id LIMIT ${limit}`,
  );
  return found.map((row) => ({
    firstName: Number(row.listed_publicly) === 1 ? (row.name.trim().split(/\s+/)[0] ?? null) : null,
    paidAt: Number(row.paid_at),
  }));
}
