/**
 * The partner portal's sign-in: the portal's link-plus-Continue pattern in the "partner" realm. An address listed
 * in an active partner's `Emails` gets a link to /partners/continue (or /es/partners/continue, in the language it
 * was asked in); any other address, an inactive or applied partner's too, gets the same answer, in the same time,
 * and no email. Opening the link only checks it; 'Continue' redeems it, once.
 */
import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { composePartnerLoginEmail, partnerLoginLink } from "~/kits/signIn/loginEmail.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { consumeToken, isTokenUnused, loginTokens } from "~/kits/signIn/loginTokens.server";
import { queueSignInEmail, signInLimits, withSameAnswer } from "~/kits/signIn/signIn.server";
import { db } from "~/db/serverStore.server";
import type { Db } from "~/db/engine.server";
import { recordActivity } from "~/kits/records/activity.server";
import { activePartnersOfEmail, type PartnerChoice } from "./partnerAccess.server";
import { caseworkerActor } from "./caseworkerIdentity.server";

/** Asks for a partner sign-in email; takes as long whether the address is listed or not, and never throws. */
export function requestPartnerSignIn(email: string, clientAddress: string, locale: Locale): Promise<void> {
  return withSameAnswer(email, "partner", async () => {
    const store = db();
    if (!(await hitRateLimit(store, `partner-sign-in:${clientAddress}`, signInLimits.perClientPerMinute, 60_000))) {
      log.warn("partner sign-in limited for client", { client: clientAddress });
      return "client_limited";
    }
    const key = emailKey(email);
    // A token is signed either way, so an address that is not listed costs the same work as one that is.
    const issued = await loginTokens().issue(key, email, "partner");
    if ((await activePartnersOfEmail(store, key)).length === 0) {
      log.info("partner sign-in for an address not listed", { to: maskEmail(email) });
      return "unknown_address";
    }
    const message = composePartnerLoginEmail(partnerLoginLink(env().publicUrl, issued.token, locale), locale);
    return queueSignInEmail(store, { issued, subject: key, recipient: email, message, realm: "partner" });
  });
}

const jwtSchema = z.array(z.string().min(1).max(4096)).length(1);

export type PartnerLinkCheck = { ok: true; email: string; jwt: string; partners: PartnerChoice[] } | { ok: false };

async function check(jwts: unknown[], redeem: boolean): Promise<PartnerLinkCheck> {
  const jwt = jwtSchema.safeParse(jwts);
  if (!jwt.success) return { ok: false };
  const [token] = jwt.data as [string];
  const verified = await loginTokens().verify(token, null, "partner");
  let problem: string | null = typeof verified === "string" ? verified : null;
  let partners: PartnerChoice[] = [];
  if (typeof verified !== "string") {
    const store = db();
    partners = await activePartnersOfEmail(store, verified.email);
    // The link is also void once no active partner lists its address.
    if (partners.length === 0 || verified.championId !== verified.email) problem = "not listed";
    else if (
      redeem
        ? !(await consumeToken(store, verified.jti, Date.now(), "partner"))
        : !(await isTokenUnused(store, verified.jti, "partner"))
    ) {
      problem = "used";
    }
  }
  if (problem || typeof verified === "string") {
    log.warn("partner sign-in link refused", { reason: problem, redeem });
    return { ok: false };
  }
  return { ok: true, email: verified.email, jwt: token, partners };
}

export function checkPartnerLink(url: URL): Promise<PartnerLinkCheck> {
  return check(url.searchParams.getAll("jwt"), false);
}

export function redeemPartnerLink(form: FormData): Promise<PartnerLinkCheck> {
  return check(form.getAll("jwt"), true);
}

/** A caseworker's sign-in in the activity log staff read: the partners that list them, never their whole address. */
export async function recordPartnerSignIn(store: Db, email: string, partners: readonly PartnerChoice[]): Promise<void> {
  const only = partners.length === 1 ? partners[0]! : null;
  await recordActivity(store, {
    kind: "partner-sign-in",
    actor: caseworkerActor(only?.id ?? null, email),
    summary: only
      ? `Signed in to the partner portal for ${only.name} (${only.id})`
      : `Signed in to the partner portal; listed by ${partners.map((partner) => `${partner.name} (${partner.id})`).join(", ")}`,
  });
}
