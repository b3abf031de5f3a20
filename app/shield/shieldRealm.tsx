/**
 * A Shield account's realm as the signIn kit's routes take it (decision 110): its link, words, head, and its session
 * start, which opens the subscriber's account.
 */
import { redirect } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { realmContinueRoute, realmSignOutRoute } from "~/kits/signIn/realmRoutes";
import { log, maskEmail } from "~/platform/log.server";
import { shieldHeaders, shieldMeta, shieldPaths, shieldResponseHeaders } from "./shieldPage";
import { shieldWordsIn, useShieldWords } from "./shieldWords";
import { shieldPathFor, shieldSessions } from "./server/shieldSession.server";
import { checkShieldLink, redeemShieldLink } from "./server/shieldSignIn.server";

const handle: RouteHandle = { personal: true };

export const shieldContinueRoute = realmContinueRoute({
  realm: "shield",
  link: { check: checkShieldLink, redeem: redeemShieldLink },
  words: (locale) => shieldWordsIn(locale).linkPage,
  async startSession(request, link) {
    const cookie = await shieldSessions.start(request, link.email, link.email);
    log.info("shield session started", { by: maskEmail(link.email) });
    return redirect(shieldPathFor(request, shieldPaths.home), {
      headers: { ...shieldResponseHeaders, "Set-Cookie": cookie },
    });
  },
  head: { handle, meta: shieldMeta((words) => words.linkPage.title), headers: shieldHeaders },
  view: {
    useWords: () => useShieldWords().linkPage,
    signInPath: "/shield/account",
    continuePath: "/shield/account/continue",
  },
});

export const shieldSignOutRoute = realmSignOutRoute({
  sessions: shieldSessions,
  home: (request) => shieldPathFor(request, shieldPaths.home),
  signedOut: (request) => shieldPathFor(request, shieldPaths.home),
  headers: shieldResponseHeaders,
});
