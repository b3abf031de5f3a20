/**
 * A Shield subscriber's sign-in: the portal's link-plus-Continue pattern in the "shield" realm. An address that is
 * the `Email` of a subscription gets a link to /shield/account/continue (or its /es twin, in the language it was
 * asked in); any other address gets the same answer, in the same time, and no email. The portal's limits hold (per
 * client, per mailbox); the link lasts 15 minutes and works once; opening it only shows Continue.
 */
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { loginTokens } from "~/kits/signIn/loginTokens.server";
import { realmLink } from "~/kits/signIn/signInLink.server";
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

// The link is also void once its address has no subscription.
const shieldLink = realmLink("shield", async (verified, store) =>
  verified.championId === verified.email && (await hasSubscription(store, verified.email))
    ? { extra: {} }
    : { refused: "no subscription" },
);

export const checkShieldLink = shieldLink.check;
export const redeemShieldLink = shieldLink.redeem;
