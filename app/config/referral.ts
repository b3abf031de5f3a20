/**
 * Who told a visitor about the service, and their coupon. A partner's link carries them in the
 * address; the site remembers them in a first-party cookie (so it works without JavaScript) and hands them to
 * every checkout frame. Values are short plain text: anything else is dropped, never shown and never forwarded.
 */
import { z } from "zod";

/** Address parameters, first found wins: who referred the visitor. */
export const referralSourceParams = ["ref", "source", "utm_source"] as const;
/** Address parameters, first found wins: the coupon. */
export const couponParams = ["coupon", "coupon_code"] as const;
/** Every parameter that makes a response set the referral cookie. */
export const referralParams: readonly string[] = [...referralSourceParams, ...couponParams];

/** How long the cookie is kept: 60 days. */
export const REFERRAL_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** Letters, digits, '-', '_', '.', space; 1 to 64 characters after trimming. */
export const referralValue = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N} ._-]+$/u);

export const referralSchema = z.object({ source: referralValue.optional(), coupon: referralValue.optional() });
export type Referral = z.infer<typeof referralSchema>;

/** A value if it is valid, otherwise nothing. */
export function cleanReferralValue(value: unknown): string | undefined {
  const parsed = referralValue.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function firstValid(params: URLSearchParams, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = cleanReferralValue(params.get(name));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The valid referral values in an address's query (empty when there are none). */
export function referralFromSearch(params: URLSearchParams): Referral {
  const source = firstValid(params, referralSourceParams);
  const coupon = firstValid(params, couponParams);
  return { ...(source ? { source } : {}), ...(coupon ? { coupon } : {}) };
}

/** Whether the address carries any referral parameter at all (valid or not). */
export function hasReferralParams(params: URLSearchParams): boolean {
  return referralParams.some((name) => params.has(name));
}

/** A stored referral, field by field: an invalid field is dropped, the rest kept. */
export function cleanReferral(value: unknown): Referral {
  if (typeof value !== "object" || value === null) return {};
  const record = value as Record<string, unknown>;
  const source = cleanReferralValue(record.source);
  const coupon = cleanReferralValue(record.coupon);
  return { ...(source ? { source } : {}), ...(coupon ? { coupon } : {}) };
}

/** Newer values replace older ones, field by field. */
export function mergeReferral(older: Referral, newer: Referral): Referral {
  return { ...older, ...newer };
}

export function isEmptyReferral(referral: Referral): boolean {
  return referral.source === undefined && referral.coupon === undefined;
}

/** The checkout provider's field names. */
export const checkoutReferralFields = { source: "cf_who_told_you_about_us", coupon: "coupon_code" } as const;
