/**
 * A campaign's public page (`/campaigns/<slug>` and under `/es`, issue 48 §2): its story in the page's language, the
 * goal bar and donors counted now from the paid gifts credited to it, the latest gifts by first name or Anonymous,
 * and the give link that carries the campaign to the giving form. Answered personal (never cached: decision 123).
 * An unlisted campaign answers the same to whoever has its address, marked `noindex`; an unknown one is a 404.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { dollars } from "~/gifts/amounts";
import { dayIn } from "~/gifts/days";
import { campaignById, campaignBySlug, campaignTotals, latestCampaignGifts } from "./campaignStore.server";

/** A YYYY-MM-DD day for people, in the page's language. */
export const spokenDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** How full the bar is, in whole percent, never over 100. */
export const percentOf = (cents: number, goalCents: number) =>
  goalCents <= 0 ? 0 : Math.min(100, Math.floor((cents * 100) / goalCents));

export async function campaignPageLoader(request: Request, slug: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const campaign = /^[a-z0-9-]{1,60}$/.test(slug) ? await campaignBySlug(db(), slug) : null;
  if (!campaign) throw new Response("Not Found", { status: 404, headers: personalHeaders() });
  const store = db();
  const totals = await campaignTotals(store, campaign.id);
  const timeZone = env().orgTimeZone;
  const gifts = await latestCampaignGifts(store, campaign.id);
  const view = {
    id: campaign.id,
    title: campaign.title[locale],
    story: campaign.story[locale],
    image: campaign.image,
    listed: campaign.listed,
    raised: dollars(totals.cents, locale),
    goal: dollars(campaign.goalCents, locale),
    percent: percentOf(totals.cents, campaign.goalCents),
    donors: totals.donors,
    ended: dayIn(timeZone, Date.now()) > campaign.endsOn,
    endsOn: spokenDay(campaign.endsOn, locale),
    gifts: gifts.map((gift) => ({ firstName: gift.firstName, day: spokenDay(dayIn(timeZone, gift.paidAt), locale) })),
  };
  return data({ view }, { headers: personalHeaders() });
}

/**
 * The campaign a gift on the giving form credits (`?campaign=` or its hidden field): one still open today, with its
 * title in the page's language; null for none, an unknown id or an ended campaign (the gift is then a general one).
 */
export async function givingCampaign(id: string | null | undefined, locale: Locale) {
  if (!id || !/^C-[\w-]{12}$/.test(id)) return null;
  const campaign = await campaignById(db(), id);
  if (!campaign || dayIn(env().orgTimeZone, Date.now()) > campaign.endsOn) return null;
  return { id: campaign.id, title: campaign.title[locale] };
}
