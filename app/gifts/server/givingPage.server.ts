/**
 * The giving page (`/support`, `/financialdonation`, and under `/es`): personal (its form carries a CSRF token),
 * guarded and limited per client. Continue keeps the gift as typed (state `open`) and opens the provider's hosted
 * page, which the answer redirects to; coming back from it unpaid (its Back link) shows the form again with what was
 * typed and the sentence that nothing was charged. Without the provider's settings the page has no card form and
 * says how to give by check or transfer.
 */
import { data, redirect } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { localeFromPath, pathInLocale, type Locale } from "~/i18n/locale";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { dollars } from "~/gifts/amounts";
import { dayIn } from "~/gifts/days";
import { emptyGiving, GIVING_FIELDS, readGiving, type GivingError, type GivingTyped } from "~/gifts/givingForm";
import { paymentsAdapter } from "~/gifts/payments.server";
import { giftSettingsNow } from "~/gifts/settings.server";
import { giftWordsIn } from "~/gifts/words";
import { givingCampaign } from "~/gifts/campaigns/campaignPage.server";
import { attachSession, createGift, giftById, type Gift } from "./giftStore.server";

const HOUR = 60 * 60 * 1000;
/** A family giving in several names, or a few tries with a card: enough, and no more. */
export const GIVING_PER_CLIENT_HOUR = 20;
/** How long after leaving the hosted page its Back link still brings back what was typed. */
const KEPT_ANSWERS_MS = 24 * HOUR;

type Problem = "stale" | "limited" | "provider";

export type GivingPage = {
  card: boolean;
  typed: GivingTyped;
  errors: Partial<Record<GivingError, GivingError>>;
  problem: Problem | null;
  left: boolean;
  fee: { percent: number; fixedCents: number };
  today: string;
  /** Where a check goes: the organisation's address from the settings, or null (then: write for it). */
  mailingAddress: string | null;
  /**
   * The campaign the gift credits (issue 48 §2) and the supporter's page it is given through (§3), carried by the
   * form's hidden fields; null for a general gift.
   */
  campaign: Awaited<ReturnType<typeof givingCampaign>>;
};

function typedOfGift(gift: Gift): GivingTyped {
  const cents = String(gift.amountCents);
  const preset = ["2500", "5000", "10000", "25000"].includes(cents);
  return {
    ...emptyGiving,
    amount: preset ? cents : "other",
    other: preset ? "" : (gift.amountCents / 100).toFixed(2),
    frequency: gift.frequency,
    name: gift.name,
    email: gift.email,
    phone: gift.phone ?? "",
    coverFee: gift.feeCents > 0 ? "yes" : "",
    tribute: gift.tribute?.kind ?? "none",
    tributeName: gift.tribute?.name ?? "",
    noticeEmail: gift.tribute?.noticeEmail ?? "",
    noticeOn: gift.tribute?.noticeOn ?? "",
    employer: gift.employer ?? "",
    listed: gift.listedPublicly ? "yes" : "",
  };
}

function page(partial: Partial<GivingPage>): GivingPage {
  return {
    card: paymentsAdapter() !== null,
    typed: emptyGiving,
    errors: {},
    problem: null,
    left: false,
    fee: giftSettingsNow().fee,
    today: dayIn(env().orgTimeZone, Date.now()),
    mailingAddress: env().documents.address,
    campaign: null,
    ...partial,
  };
}

async function answer(request: Request, status: number, partial: Partial<GivingPage>) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { giving: page(partial), protection: { csrfToken, honeypotProps } },
    { status, headers: personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
  );
}

export async function givingLoader(request: Request) {
  const url = new URL(request.url);
  const left = url.searchParams.get("gift");
  const gift = left && /^G-[\w-]{12}$/.test(left) ? await giftById(db(), left) : null;
  const recent = gift && gift.state !== "paid" && Date.now() - gift.createdAt < KEPT_ANSWERS_MS;
  const campaignId = recent ? gift.campaignId : url.searchParams.get("campaign");
  const supporterId = recent ? gift.supporterId : url.searchParams.get("supporter");
  const campaign = await givingCampaign(campaignId, localeFromPath(url.pathname), supporterId);
  return answer(request, 200, recent ? { typed: typedOfGift(gift), left: true, campaign } : { campaign });
}

function typedOf(form: FormData | undefined): GivingTyped {
  const typed = { ...emptyGiving };
  if (!form) return typed;
  for (const field of GIVING_FIELDS) typed[field] = (singleText(form, field) ?? "").slice(0, 254);
  return typed;
}

const absoluteIn = (locale: Locale, path: string) => `${env().publicUrl}${pathInLocale(locale, path)}`;

export async function givingAction(request: Request, clientAddress: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const guarded = await readGuardedForm(request);
  const typed = typedOf(guarded.form);
  const credited = (name: string) => (guarded.form ? singleText(guarded.form, name) : null);
  const campaign = await givingCampaign(credited("campaign"), locale, credited("supporter"));
  if (!guarded.ok) return answer(request, guarded.spam ? 400 : guarded.status, { typed, campaign, problem: "stale" });
  const payments = paymentsAdapter();
  if (!payments) return answer(request, 409, { typed, campaign });
  if (!(await hitRateLimit(db(), `giving:${clientAddress}`, GIVING_PER_CLIENT_HOUR, HOUR))) {
    log.warn("giving limited for client", { client: clientAddress });
    return answer(request, 429, { typed, campaign, problem: "limited" });
  }
  const read = readGiving(typed, { today: dayIn(env().orgTimeZone, Date.now()), fee: giftSettingsNow().fee });
  if (!read.ok) return answer(request, 400, { typed, campaign, errors: read.errors });
  const gift = read.value;
  const giftId = await createGift(db(), {
    ...gift,
    locale,
    campaignId: campaign?.id ?? null,
    supporterId: campaign?.supporter?.id ?? null,
  });
  try {
    const words = giftWordsIn(locale).giving;
    const checkout = await payments.createCheckout({
      giftId,
      frequency: gift.frequency,
      chargeCents: gift.amountCents + gift.feeCents,
      description: `${gift.frequency === "monthly" ? words.monthly : words.once}: ${dollars(gift.amountCents, locale)}`,
      email: gift.email,
      locale,
      successUrl: `${absoluteIn(locale, "/support/thanks")}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${absoluteIn(locale, "/support")}?gift=${giftId}#donate-form`,
      credits: campaign ? { campaignId: campaign.id, supporterId: campaign.supporter?.id ?? null } : null,
    });
    await attachSession(db(), giftId, checkout.sessionId);
    log.info("gift checkout opened", { gift: giftId, frequency: gift.frequency, email: maskEmail(gift.email) });
    return redirect(checkout.url, { status: 303, headers: personalHeaders() });
  } catch (error) {
    log.error("gift checkout not opened", { gift: giftId, error });
    return answer(request, 503, { typed, campaign, problem: "provider" });
  }
}
