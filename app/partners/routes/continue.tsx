import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SignInLinkPage } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { partnerPortalWordsIn, usePartnerPortalWords } from "~/partners/partnerPortalWords";
import type { RouteHandle } from "~/page/routeHandle";
import { NO_PARTNER, partnerPaths, startPartnerSession } from "~/partners/server/partnerSession.server";
import { checkPartnerLink, recordPartnerSignIn, redeemPartnerLink } from "~/partners/server/partnerSignIn.server";
import { db } from "~/db/serverStore.server";
import { continueWithLink, linkPageData } from "~/kits/signIn/linkPage.server";
import { log, maskEmail } from "~/platform/log.server";

export const handle: RouteHandle = { personal: true };
export const meta = partnerMeta((words) => words.linkPage.title);
export const headers = partnerHeaders;

/** Opening the emailed link only checks it, so a mail scanner's prefetch does not use it up. */
export async function loader({ request }: LoaderFunctionArgs) {
  return linkPageData(request, await checkPartnerLink(new URL(request.url)));
}

/**
 * 'Continue' redeems the link, once, into a partner session: acting for the partner at once when one lists the
 * address, or sent to choose among several.
 */
export async function action({ request }: ActionFunctionArgs) {
  return continueWithLink(request, {
    words: partnerPortalWordsIn(localeFromPath(new URL(request.url).pathname)).linkPage,
    realm: "partner",
    redeem: redeemPartnerLink,
    async startSession(link) {
      const only = link.partners.length === 1 ? link.partners[0]!.id : NO_PARTNER;
      const next = only === NO_PARTNER ? partnerPaths.choose : partnerPaths.home;
      const answer = await startPartnerSession(request, only, link.email, next);
      await recordPartnerSignIn(db(), link.email, link.partners);
      log.info("partner session started", {
        by: maskEmail(link.email),
        partner: only === NO_PARTNER ? "to choose" : only,
      });
      return answer;
    },
  });
}

export default function PartnerContinue() {
  return (
    <SignInLinkPage words={usePartnerPortalWords().linkPage} signInPath="/partners" continuePath="/partners/continue" />
  );
}
