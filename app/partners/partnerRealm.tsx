/**
 * The partner portal's realm as the signIn kit's routes take it (decision 110): its link, words and head, and what
 * its session start adds: acting for the partner at once when one lists the address, or sent to choose among
 * several, and the sign-in in the activity log staff read.
 */
import type { RouteHandle } from "~/page/routeHandle";
import { realmContinueRoute, realmSignOutRoute } from "~/kits/signIn/realmRoutes";
import { log, maskEmail } from "~/platform/log.server";
import { db } from "~/db/serverStore.server";
import { partnerHeaders, partnerMeta } from "./partnerPage";
import { partnerPortalWordsIn, usePartnerPortalWords } from "./partnerPortalWords";
import {
  NO_PARTNER,
  partnerPathFor,
  partnerPaths,
  partnerResponseHeaders,
  partnerSessions,
  startPartnerSession,
} from "./server/partnerSession.server";
import { checkPartnerLink, recordPartnerSignIn, redeemPartnerLink } from "./server/partnerSignIn.server";

const handle: RouteHandle = { personal: true };

export const partnerContinueRoute = realmContinueRoute({
  realm: "partner",
  link: { check: checkPartnerLink, redeem: redeemPartnerLink },
  words: (locale) => partnerPortalWordsIn(locale).linkPage,
  async startSession(request, link) {
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
  head: { handle, meta: partnerMeta((words) => words.linkPage.title), headers: partnerHeaders },
  view: {
    useWords: () => usePartnerPortalWords().linkPage,
    signInPath: "/partners",
    continuePath: "/partners/continue",
  },
});

export const partnerSignOutRoute = realmSignOutRoute({
  sessions: partnerSessions,
  home: (request) => partnerPathFor(request, partnerPaths.home),
  signedOut: (request) => partnerPathFor(request, partnerPaths.home),
  headers: partnerResponseHeaders,
});
