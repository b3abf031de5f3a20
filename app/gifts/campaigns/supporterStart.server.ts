/**
 * Starting a supporter's page (`/campaigns/<slug>/start` and under `/es`, issue 48 §3): personal (its form carries a
 * CSRF token), guarded, limited per client and per address. The page is kept as typed, `unconfirmed`, and its
 * confirmation link is emailed in the same transaction; nothing is shown anywhere until the link is used and staff
 * approve it. An ended campaign says so and takes no page; an unknown one is a 404.
 */
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { localeFromPath } from "~/i18n/locale";
import { pageProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { issueLink } from "~/kits/links/linkTokens.server";
import { emailKey } from "~/kits/records/championLookup";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { dayIn } from "~/gifts/days";
import { spokenDay } from "./campaignPage.server";
import { campaignBySlug, type Campaign } from "./campaignStore.server";
import { queueSupporterConfirmation } from "./supporterEmails.server";
import {
  emptySupporter,
  readSupporter,
  SUPPORTER_FIELDS,
  type SupporterError,
  type SupporterTyped,
} from "./supporterForm";
import { supporterById, createSupporter } from "./supporterStore.server";

const HOUR = 60 * 60 * 1000;
const CONFIRM_LINK_MS = 7 * 24 * HOUR;
export const supporterStartLimits = { perClient: 10, perAddress: 3 } as const;

export type StartAnswer =
  | { done: true; email: string }
  | {
      done: false;
      typed: SupporterTyped;
      errors: Partial<Record<string, SupporterError>>;
      problem: "stale" | "limited" | null;
    };

async function openCampaign(request: Request, slug: string) {
  const campaign = /^[a-z0-9-]{1,60}$/.test(slug) ? await campaignBySlug(db(), slug) : null;
  if (!campaign) throw new Response("Not Found", { status: 404, headers: personalHeaders() });
  const locale = localeFromPath(new URL(request.url).pathname);
  const ended = dayIn(env().orgTimeZone, Date.now()) > campaign.endsOn ? spokenDay(campaign.endsOn, locale) : null;
  return { campaign, locale, ended };
}

async function page(
  request: Request,
  campaign: Campaign,
  ended: string | null,
  status: number,
  answer: StartAnswer | null,
) {
  const { protection, headers } = await pageProtection(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const view = { slug: campaign.slug, title: campaign.title[locale], ended };
  return data({ view, protection, answer }, { status, headers });
}

export async function supporterStartLoader(request: Request, slug: string) {
  const { campaign, ended } = await openCampaign(request, slug);
  return page(request, campaign, ended, 200, null);
}

export async function supporterStartAction(request: Request, slug: string, clientAddress: string) {
  const { campaign, locale, ended } = await openCampaign(request, slug);
  const guarded = await readGuardedForm(request);
  const typed = { ...emptySupporter };
  if (guarded.form)
    for (const field of SUPPORTER_FIELDS) typed[field] = (singleText(guarded.form, field) ?? "").slice(0, 2000);
  const refuse = (status: number, refusal: Omit<Extract<StartAnswer, { done: false }>, "done" | "typed">) =>
    page(request, campaign, ended, status, { done: false, typed, ...refusal });
  if (!guarded.ok) return refuse(guarded.spam ? 400 : guarded.status, { errors: {}, problem: "stale" });
  if (ended) return refuse(409, { errors: {}, problem: null });
  const store = db();
  if (!(await hitRateLimit(store, `supporter:${clientAddress}`, supporterStartLimits.perClient, HOUR))) {
    log.warn("supporter page limited for client", { client: clientAddress });
    return refuse(429, { errors: {}, problem: "limited" });
  }
  const read = readSupporter(typed, locale);
  if (!read.ok) return refuse(400, { errors: read.errors, problem: null });
  const key = emailKey(read.value.email);
  if (!(await hitRateLimit(store, `supporter-address:${key}`, supporterStartLimits.perAddress, HOUR))) {
    log.warn("supporter page limited for address");
    return refuse(429, { errors: {}, problem: "limited" });
  }
  const id = await inTransaction(store, async (trx) => {
    const { id } = await createSupporter(trx, campaign.id, read.value);
    const link = await issueLink(trx, "supporter-confirm", id, CONFIRM_LINK_MS);
    await queueSupporterConfirmation(trx, campaign, (await supporterById(trx, id))!, link);
    return id;
  });
  log.info("supporter page started", { campaign: campaign.id, supporter: id, email: maskEmail(read.value.email) });
  return page(request, campaign, ended, 200, { done: true, email: read.value.email });
}
