import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SignInLinkPage } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/page/routeHandle";
import { continueWithLink, linkPageData } from "~/kits/signIn/linkPage.server";
import { log, maskEmail } from "~/platform/log.server";
import { shieldHeaders, shieldMeta, shieldPaths, shieldResponseHeaders } from "~/shield/shieldPage";
import { shieldWordsIn, useShieldWords } from "~/shield/shieldWords";
import { shieldPathFor, shieldSessions } from "~/shield/server/shieldSession.server";
import { checkShieldLink, redeemShieldLink } from "~/shield/server/shieldSignIn.server";

export const handle: RouteHandle = { personal: true };
export const meta = shieldMeta((words) => words.linkPage.title);
export const headers = shieldHeaders;

/** Opening the emailed link only checks it, so a mail scanner's prefetch does not use it up. */
export async function loader({ request }: LoaderFunctionArgs) {
  return linkPageData(request, await checkShieldLink(new URL(request.url)));
}

/** 'Continue' redeems the link, once, into a subscriber's session. */
export async function action({ request }: ActionFunctionArgs) {
  return continueWithLink(request, {
    words: shieldWordsIn(localeFromPath(new URL(request.url).pathname)).linkPage,
    realm: "shield",
    redeem: redeemShieldLink,
    async startSession(link) {
      const cookie = await shieldSessions.start(request, link.email, link.email);
      log.info("shield session started", { by: maskEmail(link.email) });
      return redirect(shieldPathFor(request, shieldPaths.home), {
        headers: { ...shieldResponseHeaders, "Set-Cookie": cookie },
      });
    },
  });
}

export default function ShieldContinue() {
  return (
    <SignInLinkPage
      words={useShieldWords().linkPage}
      signInPath="/shield/account"
      continuePath="/shield/account/continue"
    />
  );
}
