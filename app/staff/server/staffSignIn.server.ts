/**
 * The staff console's sign-in: the portal's link-plus-Continue pattern in the "staff" realm. A listed address gets
 * a link to /staff/continue; any other address gets the same answer, in the same time, and no email. Opening the
 * link only checks it (a mail scanner's prefetch does not burn it); 'Continue' redeems it, once.
 */
import { emailKey } from "~/kits/records/championLookup";
import { composeStaffLoginEmail, staffLoginLink } from "~/kits/signIn/loginEmail.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { loginTokens } from "~/kits/signIn/loginTokens.server";
import { realmLink } from "~/kits/signIn/signInLink.server";
import { queueSignInEmail, signInLimits, withSameAnswer } from "~/kits/signIn/signIn.server";
import { db } from "~/db/serverStore.server";
import { isStaffAddress } from "~/kits/console/staffAccess.server";

/** Asks for a staff sign-in email; takes as long whether the address is listed or not, and never throws. */
export function requestStaffSignIn(email: string, clientAddress: string): Promise<void> {
  return withSameAnswer(email, "staff", async () => {
    const store = db();
    if (!(await hitRateLimit(store, `staff-sign-in:${clientAddress}`, signInLimits.perClientPerMinute, 60_000))) {
      log.warn("staff sign-in limited for client", { client: clientAddress });
      return "client_limited";
    }
    // A token is signed either way, so an address that is not listed costs the same work as one that is.
    const issued = await loginTokens().issue(emailKey(email), email, "staff");
    if (!isStaffAddress(email)) {
      log.info("staff sign-in for an address not listed", { to: maskEmail(email) });
      return "unknown_address";
    }
    const message = composeStaffLoginEmail(staffLoginLink(env().publicUrl, issued.token));
    return queueSignInEmail(store, { issued, subject: emailKey(email), recipient: email, message, realm: "staff" });
  });
}

// The link is also void once its address is no longer listed.
const staffLink = realmLink("staff", async (verified) =>
  isStaffAddress(verified.email) && verified.championId === verified.email ? { extra: {} } : { refused: "not listed" },
);

export const checkStaffLink = staffLink.check;
export const redeemStaffLink = staffLink.redeem;
