/**
 * A Shield subscriber's sign-in: the portal's link-plus-Continue pattern in the "shield" realm. An address that is
 * the `Email` of a subscription gets a link to /shield/account/continue (or its /es twin, in the language it was
 * asked in); any other address gets the same answer, in the same time, and no email. The portal's limits hold (per
 * client, per mailbox); the link lasts 15 minutes and works once; opening it only shows Continue.
 */
import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { consumeToken, isTokenUnused, loginTokens } from "~/kits/signIn/loginTokens.server";
import { queueSignInEmail, signInLimits, withSameAnswer } from "~/kits/signIn/signIn.server";
import { db } from "~/db/serverStore.server";
import { hasSubscription } from "./shieldAccess.server";
import { composeShieldSignInEmail, shieldSignInLink } from "./shieldEmails.server";

/** Asks for a sign-in email; takes as long whether the address has a subscription or not, and never throws. */
export function requestShieldSignIn(email: string, clientAddress: string, locale: Locale): Promise<void> {
  return withSameAnswer(email, "shield", async () => {
    const store = db();
    if (!(await hitRateLimit(store, `shield-sign-in:${clientAddress}`, signInLimits.perClientPerMinute, 60_000))) {
      log.warn("shield sign-in limited for client", { client: clientAddress });
      return "client_limited";
    }
    const key = emailKey(email);
    // A token is signed either way, so an address without a subscription costs the same work as one with.
    const issued = await loginTokens().issue(key, email, "shield");
    if (!(await hasSubscription(store, key))) {
      log.info("shield sign-in for an address without a subscription", { to: maskEmail(email) });
      return "unknown_address";
    }
    const message = composeShieldSignInEmail(shieldSignInLink(issued.token, locale), locale);
    return queueSignInEmail(store, { issued, subject: key, recipient: email, message, realm: "shield" });
  });
}

const jwtSchema = z.array(z.string().min(1).max(4096)).length(1);

export type ShieldLinkCheck = { ok: true; email: string; jwt: string } | { ok: false };

async function check(jwts: unknown[], redeem: boolean): Promise<ShieldLinkCheck> {
  const jwt = jwtSchema.safeParse(jwts);
  if (!jwt.success) return { ok: false };
  const [token] = jwt.data as [string];
  const verified = await loginTokens().verify(token, null, "shield");
  let problem: string | null = typeof verified === "string" ? verified : null;
  if (typeof verified !== "string") {
    const store = db();
    if (verified.championId !== verified.email || !(await hasSubscription(store, verified.email)))
      problem = "no subscription";
    else if (
      redeem
        ? !(await consumeToken(store, verified.jti, Date.now(), "shield"))
        : !(await isTokenUnused(store, verified.jti, "shield"))
    )
      problem = "used";
  }
  if (problem || typeof verified === "string") {
    log.warn("shield sign-in link refused", { reason: problem, redeem });
    return { ok: false };
  }
  return { ok: true, email: verified.email, jwt: token };
}

export function checkShieldLink(url: URL): Promise<ShieldLinkCheck> {
  return check(url.searchParams.getAll("jwt"), false);
}

export function redeemShieldLink(form: FormData): Promise<ShieldLinkCheck> {
  return check(form.getAll("jwt"), true);
}
