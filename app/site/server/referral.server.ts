import { createCookie } from "@remix-run/node";
import {
  cleanReferral,
  hasReferralParams,
  isEmptyReferral,
  mergeReferral,
  REFERRAL_MAX_AGE_SECONDS,
  referralFromSearch,
  type Referral,
} from "~/config/referral";
import { env } from "~/platform/env.server";
import { firstRow, sql } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { friendDiscount } from "~/content/shieldFriendDiscount";

/**
 * The referral cookie: first-party, HttpOnly, SameSite=Lax, Secure (and `__Host-`) over https,
 * kept 60 days. It holds only values that passed `referralValue`; what it holds is checked again on every read.
 */
const secure = env().servedOverHttps;

export const referralCookieName = secure ? "__Host-referral" : "referral";

const referralCookie = createCookie(referralCookieName, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: REFERRAL_MAX_AGE_SECONDS,
});

async function rememberedReferral(request: Request): Promise<Referral> {
  try {
    return cleanReferral(await referralCookie.parse(request.headers.get("Cookie")));
  } catch {
    return {}; // a cookie that is not ours to read is no referral
  }
}

/** What a checkout frame gets: this address's values over the remembered ones. */
export async function referralFor(request: Request): Promise<Referral> {
  return mergeReferral(await rememberedReferral(request), referralFromSearch(new URL(request.url).searchParams));
}

/** A Shield subscriber's own referral code: its shape (`app/shield/server/referralCodes.server.ts`), then the store. */
const FRIEND_CODE = /^[A-HJKMNP-Z2-9]{10}$/;

async function isFriendCode(source: string | undefined): Promise<boolean> {
  if (!source || !FRIEND_CODE.test(source)) return false;
  // The Shield wing writes the codes; this reads the table only, so the site wing imports nothing of it.
  return Boolean(await firstRow(db(), sql`SELECT 1 AS found FROM shield_referral_codes WHERE code = ${source}`));
}

/**
 * What a checkout gets, and whether the visitor came through a subscriber's referral link: then, unless the address
 * or cookie carries a coupon of its own (the checkout takes one), the friend's discount coupon is added, so the
 * provider applies and records the discount the page states (`shieldFriendDiscount.ts`).
 */
export async function checkoutReferral(request: Request): Promise<{ referral: Referral; friend: boolean }> {
  const referral = await referralFor(request);
  const friend = referral.coupon === undefined && (await isFriendCode(referral.source));
  return { referral: friend ? { ...referral, coupon: friendDiscount.coupon } : referral, friend };
}

/**
 * A page answering an address with a referral parameter remembers its valid values (newer replacing older) and
 * is never stored by a cache, since it sets a cookie. Every other response is left as it is.
 */
export async function applyReferralHeaders(request: Request, headers: Headers): Promise<void> {
  const params = new URL(request.url).searchParams;
  if (!hasReferralParams(params)) return;
  headers.set("Cache-Control", "private, no-store");
  const fresh = referralFromSearch(params);
  if (isEmptyReferral(fresh)) return;
  headers.append("Set-Cookie", await referralCookie.serialize(mergeReferral(await rememberedReferral(request), fresh)));
}
