import { DRAFT_KEPT_MS } from "~/kits/wizard/drafts.server";
import { RECOMMEND_LINK_MS, RESUME_LINK_MS } from "~/kits/links/lifetimes";
import { REFERRAL_MAX_AGE_SECONDS } from "~/config/referral";
import type { PrivacyFacts } from "~/content/privacyPolicy";
import { env } from "~/platform/env.server";
import { LOGIN_TOKEN_TTL_MS } from "~/kits/signIn/loginTokens.server";
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "~/kits/signIn/portalSession.server";
import { signInLimits } from "~/kits/signIn/signIn.server";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The figures the legal pages state, from the modules that enforce them. */
export function legalFacts(): PrivacyFacts {
  return {
    signInLinkMinutes: LOGIN_TOKEN_TTL_MS / MINUTE,
    sessionIdleMinutes: SESSION_IDLE_MS / MINUTE,
    sessionMaxHours: SESSION_MAX_MS / (60 * MINUTE),
    signInRequestsPerMinute: signInLimits.perClientPerMinute,
    signInEmailsPerWindow: signInLimits.mailsPerEmail,
    signInEmailWindowMinutes: signInLimits.mailWindowMs / MINUTE,
    referralCookieDays: REFERRAL_MAX_AGE_SECONDS / (24 * 60 * 60),
    retentionDays: env().retentionMs / DAY,
    applicationDraftDays: DRAFT_KEPT_MS / DAY,
    saveLinkDays: RESUME_LINK_MS / DAY,
    recommendLinkDays: RECOMMEND_LINK_MS / DAY,
    letterRetentionDays: env().letterRetentionMs / DAY,
  };
}

/** The loader of both legal pages: the documents are written around these figures. */
export function legalDocumentLoader() {
  return { facts: legalFacts() };
}
