import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignInLinkPage } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/page/routeHandle";
import { linkPageData, readContinuePost } from "~/kits/signIn/linkPage.server";
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
  const words = shieldWordsIn(localeFromPath(new URL(request.url).pathname)).linkPage;
  const post = await readContinuePost(request, words.failed);
  if (!post.form) return post.refusal;
  const link = await redeemShieldLink(post.form);
  if (!link.ok) return data({ error: words.failed }, { status: 400 });
  try {
    const cookie = await shieldSessions.start(request, link.email, link.email);
    log.info("shield session started", { by: maskEmail(link.email) });
    return redirect(shieldPathFor(request, shieldPaths.home), {
      headers: { ...shieldResponseHeaders, "Set-Cookie": cookie },
    });
  } catch (error) {
    log.error("shield session not started", { error });
    return data({ error: words.sessionFailed }, { status: 503 });
  }
}

export default function ShieldContinue() {
  const { jwt, protection } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const words = useShieldWords().linkPage;
  return (
    <SignInLinkPage
      words={words}
      problem={failed?.error ?? (jwt ? null : words.failed)}
      jwt={jwt}
      protection={protection}
      signInPath="/shield/account"
      continuePath="/shield/account/continue"
    />
  );
}
