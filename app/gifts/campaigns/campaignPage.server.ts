/**
 * A campaign's public page (`/campaigns/<slug>` and under `/es`, issue 48 §2) and a supporter's (`/campaigns/<slug>/
 * <supporter>`, §3): the story or the supporter's own words in the page's language, the goal bar and donors counted
 * now from the paid gifts credited to it, the latest gifts by first name or Anonymous, the supporters ranked, and the
 * give link that carries the campaign (and the supporter) to the giving form. Revalidated (decision 125): the
 * campaign's version (changed by the store's triggers with every write the pages show) and the organisation's day
 * are read first, in one read by key, and a client holding that version gets a 304 before anything else is read.
 * An unlisted campaign answers the same to whoever has its address, marked `noindex`; an unknown one, or a
 * supporter's page staff have not approved, is a 404 no one keeps (it may be made public a minute later).
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { notModifiedPage, revalidatedPage } from "~/platform/cachePolicy.server";
import { env } from "~/platform/env.server";
import { dollars } from "~/gifts/amounts";
import { dayIn } from "~/gifts/days";
import {
  campaignById,
  campaignTotals,
  campaignWithVersion,
  latestCampaignGifts,
  type Campaign,
} from "./campaignStore.server";
import { supporterPath } from "./supporterEmails.server";
import { isSupporterId, rankedSupporters, supporterById, supporterBySlug } from "./supporterStore.server";

/** A YYYY-MM-DD day for people, in the page's language. */
export const spokenDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** How full the bar is, in whole percent, never over 100. */
export const percentOf = (cents: number, goalCents: number) =>
  goalCents <= 0 ? 0 : Math.min(100, Math.floor((cents * 100) / goalCents));

const notFound = () => new Response("Not Found", { status: 404, headers: personalHeaders() });
const isSlug = (slug: string) => /^[a-z0-9-]{1,60}$/.test(slug);

/** What a campaign's or a supporter's page reads first: the campaign and its validator, or the 304 to answer. */
async function revalidated(request: Request, slug: string) {
  const found = isSlug(slug) ? await campaignWithVersion(db(), slug) : null;
  if (!found) throw notFound();
  const today = dayIn(env().orgTimeZone, Date.now());
  const page = revalidatedPage(request, `${found.version}/${today}`);
  const locale = localeFromPath(new URL(request.url).pathname);
  return { ...page, campaign: found.campaign, today, locale };
}

/** The goal bar of a campaign or of one supporter's page (`supporterId`), and where its give button goes. */
async function barOf(campaign: Campaign, locale: Locale, today: string, goalCents: number, supporterId?: string) {
  const totals = await campaignTotals(db(), campaign.id, supporterId);
  const give = `/support?campaign=${campaign.id}${supporterId ? `&supporter=${supporterId}` : ""}#donate-form`;
  return {
    raised: dollars(totals.cents, locale),
    goal: dollars(goalCents, locale),
    percent: percentOf(totals.cents, goalCents),
    donors: totals.donors,
    ended: today > campaign.endsOn,
    endsOn: spokenDay(campaign.endsOn, locale),
    give,
  };
}

export type GoalBarView = Awaited<ReturnType<typeof barOf>>;

export async function campaignPageLoader(request: Request, slug: string) {
  const { campaign, today, locale, notModified: held, headers } = await revalidated(request, slug);
  if (held) return notModifiedPage(headers);
  const store = db();
  const timeZone = env().orgTimeZone;
  const gifts = await latestCampaignGifts(store, campaign.id);
  const supporters = await rankedSupporters(store, campaign.id);
  const view = {
    title: campaign.title[locale],
    story: campaign.story[locale],
    image: campaign.image,
    listed: campaign.listed,
    slug: campaign.slug,
    bar: await barOf(campaign, locale, today, campaign.goalCents),
    gifts: gifts.map((gift) => ({ firstName: gift.firstName, day: spokenDay(dayIn(timeZone, gift.paidAt), locale) })),
    supporters: supporters.map((supporter) => ({
      name: supporter.name,
      path: supporterPath(campaign.slug, supporter.slug),
      raised: dollars(supporter.cents, locale),
      donors: supporter.donors,
    })),
  };
  return data({ view }, { headers });
}

export async function supporterPageLoader(request: Request, slug: string, supporterSlug: string) {
  const { campaign, today, locale, notModified: held, headers } = await revalidated(request, slug);
  if (held) return notModifiedPage(headers);
  const supporter = isSlug(supporterSlug) ? await supporterBySlug(db(), campaign.id, supporterSlug) : null;
  if (!supporter || (supporter.state !== "approved" && supporter.state !== "paused")) throw notFound();
  const about = { name: supporter.name, title: campaign.title[locale], campaignSlug: campaign.slug };
  if (supporter.state === "paused") return data({ view: { ...about, paused: true as const } }, { headers });
  const view = {
    ...about,
    paused: false as const,
    why: supporter.why,
    listed: campaign.listed,
    bar: await barOf(campaign, locale, today, supporter.goalCents, supporter.id),
  };
  return data({ view }, { headers });
}

/**
 * The campaign a gift on the giving form credits (`?campaign=` or its hidden field), and the supporter's page it was
 * given through (`?supporter=`, the same): a campaign still open today, with its title in the page's language, and a
 * supporter of that campaign whose page is public (approved, not paused); null for none, an unknown id or an ended
 * campaign (the gift is then a general one), and no supporter for any other page.
 */
export async function givingCampaign(id: string | null | undefined, locale: Locale, supporterId?: string | null) {
  if (!id || !/^C-[\w-]{12}$/.test(id)) return null;
  const campaign = await campaignById(db(), id);
  if (!campaign || dayIn(env().orgTimeZone, Date.now()) > campaign.endsOn) return null;
  const supporter = isSupporterId(supporterId) ? await supporterById(db(), supporterId) : null;
  const through = supporter?.campaignId === campaign.id && supporter.state === "approved" ? supporter : null;
  return {
    id: campaign.id,
    title: campaign.title[locale],
    supporter: through ? { id: through.id, name: through.name } : null,
  };
}
