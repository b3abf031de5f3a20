/**
 * Supporters' own pages under a campaign (issue 48 §3, decision 125; table `campaign_supporters`, migration 36). A
 * page is kept as the supporter typed it, `unconfirmed` until their emailed link is used, then `waiting` for staff,
 * who approve it (public) and may pause it and bring it back. A gift given through it names it in
 * `gifts.supporter_id`; its totals are the campaign's rule (paid, refunds off, a donor is an email key) on those gifts.
 */
import { randomBytes } from "node:crypto";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { keptGifts } from "./campaignStore.server";

export type SupporterState = "unconfirmed" | "waiting" | "approved" | "paused";

export type NewSupporter = {
  name: string;
  email: string;
  why: string;
  goalCents: number;
  listed: boolean;
  locale: Locale;
};

export type Supporter = NewSupporter & {
  id: string;
  campaignId: string;
  slug: string;
  state: SupporterState;
  createdAt: number;
};

type SupporterRow = {
  id: string;
  campaign_id: string;
  slug: string;
  name: string;
  email: string;
  why: string;
  goal_cents: number | string;
  listed: number | string;
  locale: string;
  state: SupporterState;
  created_at: number | string;
};

const supporterFrom = (row: SupporterRow): Supporter => ({
  id: row.id,
  campaignId: row.campaign_id,
  slug: row.slug,
  name: row.name,
  email: row.email,
  why: row.why,
  goalCents: Number(row.goal_cents),
  listed: Number(row.listed) === 1,
  locale: row.locale === "es" ? "es" : "en",
  state: row.state,
  createdAt: Number(row.created_at),
});

/** A supporter's id: "SP-" and 72 random bits; it names the page in the giving form and the staff's buttons. */
export const isSupporterId = (value: string | null | undefined): value is string =>
  !!value && /^SP-[\w-]{12}$/.test(value);

/** The address's last part from a name: plain lower-case letters and digits ("María José" → "maria-jose"). */
export function slugOfName(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  // "start" is the address of the form that starts a page.
  return base === "" ? "supporter" : base === "start" ? "start-page" : base;
}

/** Keeps a page as typed, `unconfirmed`, at the first free address from the name (`maria`, `maria-2`, …). */
export async function createSupporter(db: Db, campaignId: string, page: NewSupporter, now = Date.now()) {
  const id = `SP-${randomBytes(9).toString("base64url")}`;
  const base = slugOfName(page.name);
  const taken = new Set(
    (
      await rows(
        db,
        sql<{ slug: string }>`SELECT slug FROM campaign_supporters
          WHERE campaign_id = ${campaignId} AND (slug = ${base} OR slug LIKE ${`${base}-%`})`,
      )
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  await sql`INSERT INTO campaign_supporters (id, campaign_id, slug, name, email, email_key, why, goal_cents, listed,
      locale, state, created_at)
    VALUES (${id}, ${campaignId}, ${slug}, ${page.name}, ${page.email}, ${emailKey(page.email)}, ${page.why},
      ${page.goalCents}, ${page.listed ? 1 : 0}, ${page.locale}, 'unconfirmed', ${now})`.execute(db);
  return { id, slug };
}

export async function supporterById(db: Db, id: string): Promise<Supporter | null> {
  const row = await firstRow(db, sql<SupporterRow>`SELECT * FROM campaign_supporters WHERE id = ${id}`);
  return row ? supporterFrom(row) : null;
}

export async function supporterBySlug(db: Db, campaignId: string, slug: string): Promise<Supporter | null> {
  const row = await firstRow(
    db,
    sql<SupporterRow>`SELECT * FROM campaign_supporters WHERE campaign_id = ${campaignId} AND slug = ${slug}`,
  );
  return row ? supporterFrom(row) : null;
}

/** The supporter's link used: the page waits for staff. False when it was confirmed already. */
export async function confirmSupporter(db: Db, id: string, now = Date.now()): Promise<boolean> {
  return (
    (await changes(
      db,
      sql`UPDATE campaign_supporters SET state = 'waiting', confirmed_at = ${now}
        WHERE id = ${id} AND state = 'unconfirmed'`,
    )) > 0
  );
}

/** What staff may do to a page, from the state it must be in. */
export const SUPPORTER_MOVES = {
  approve: { from: "waiting", to: "approved" },
  pause: { from: "approved", to: "paused" },
  resume: { from: "paused", to: "approved" },
} as const satisfies Record<string, { from: SupporterState; to: SupporterState }>;
export type SupporterMove = keyof typeof SUPPORTER_MOVES;

/** A staff move on a page of the campaign; false when the page is not (or no longer) in the state it needs. */
export async function moveSupporter(
  db: Db,
  campaignId: string,
  id: string,
  move: SupporterMove,
  staff: string,
  now = Date.now(),
): Promise<boolean> {
  const { from, to } = SUPPORTER_MOVES[move];
  const stamp =
    move === "pause" ? sql`paused_at = ${now}, paused_by = ${staff}` : sql`paused_at = NULL, paused_by = NULL`;
  const approved = move === "approve" ? sql`, approved_at = ${now}, approved_by = ${staff}` : sql``;
  return (
    (await changes(
      db,
      sql`UPDATE campaign_supporters SET state = ${to}, ${stamp}${approved}
        WHERE id = ${id} AND campaign_id = ${campaignId} AND state = ${from}`,
    )) > 0
  );
}

export type SupporterWithTotals = Supporter & { donors: number; cents: number };

async function supportersWithTotals(db: Db, campaignId: string, which: ReturnType<typeof sql>) {
  const found = await rows(
    db,
    sql<SupporterRow & { donors: number | string; cents: number | string | null }>`
      SELECT s.*, COUNT(DISTINCT kept.email_key) AS donors, COALESCE(SUM(kept.kept_cents), 0) AS cents
      FROM campaign_supporters s
      LEFT JOIN (${keptGifts(campaignId, sql`g.supporter_id IS NOT NULL`)}) kept ON kept.supporter_id = s.id
      WHERE s.campaign_id = ${campaignId} AND ${which}
      GROUP BY s.id, s.campaign_id, s.slug, s.name, s.email, s.email_key, s.why, s.goal_cents, s.listed, s.locale,
        s.state, s.created_at, s.confirmed_at, s.approved_at, s.approved_by, s.paused_at, s.paused_by
      ORDER BY cents DESC, donors DESC, s.created_at, s.id`,
  );
  return found.map((row) => ({ ...supporterFrom(row), donors: Number(row.donors), cents: Number(row.cents ?? 0) }));
}

/** The campaign page's ranking: approved pages (not paused) whose supporter chose to be listed, dollars then donors. */
export const rankedSupporters = (db: Db, campaignId: string) =>
  supportersWithTotals(db, campaignId, sql`s.state = 'approved' AND s.listed = 1`);

/** The staff's list: every confirmed page, in the same order. */
export const confirmedSupporters = (db: Db, campaignId: string) =>
  supportersWithTotals(db, campaignId, sql`s.state <> 'unconfirmed'`);
