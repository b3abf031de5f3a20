/**
 * The partner portal's sign-in: the portal's link-plus-Continue pattern in the "partner" realm. An address listed
 * in an active partner's `Emails` gets a link to /partners/continue (or /es/partners/continue, in the language it
 * was asked in); any other address, an inactive or applied partner's too, gets the same answer, in the same time,
 * and no email. Opening the link only checks it; 'Continue' redeems it, once.
 */
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { composePartnerLoginEmail, partnerLoginLink } from "~/kits/signIn/loginEmail.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { loginTokens } from "~/kits/signIn/loginTokens.server";
import { realmLink } from "~/kits/signIn/signInLink.server";
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

// The link is also void once no active partner lists its address.
const partnerLink = realmLink<{ partners: PartnerChoice[] }>("partner", async (verified, store) => {
  const partners = await activePartnersOfEmail(store, verified.email);
  return partners.length > 0 && verified.championId === verified.email
    ? { extra: { partners } }
    : { refused: "not listed" };
});

export const checkPartnerLink = partnerLink.check;
export const redeemPartnerLink = partnerLink.redeem;

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
