import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignInLinkPage } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import { partnerHeaders, partnerMeta } from "~/partners/partnerPage";
import { partnerPortalWordsIn, usePartnerPortalWords } from "~/partners/partnerPortalWords";
import type { RouteHandle } from "~/page/routeHandle";
import {
  NO_PARTNER,
  partnerPathFor,
  partnerPaths,
  partnerResponseHeaders,
  partnerSessions,
} from "~/partners/server/partnerSession.server";
import { checkPartnerLink, recordPartnerSignIn, redeemPartnerLink } from "~/partners/server/partnerSignIn.server";
import { db } from "~/db/serverStore.server";
import { linkPageData, readContinuePost } from "~/kits/signIn/linkPage.server";
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
  const words = partnerPortalWordsIn(localeFromPath(new URL(request.url).pathname)).linkPage;
  const post = await readContinuePost(request, words.failed);
  if (!post.form) return post.refusal;
  const link = await redeemPartnerLink(post.form);
  if (!link.ok) return data({ error: words.failed }, { status: 400 });
  const only = link.partners.length === 1 ? link.partners[0]!.id : NO_PARTNER;
  try {
    const cookie = await partnerSessions.start(request, only, link.email);
    await recordPartnerSignIn(db(), link.email, link.partners);
    log.info("partner session started", {
      by: maskEmail(link.email),
      partner: only === NO_PARTNER ? "to choose" : only,
    });
    const next = only === NO_PARTNER ? partnerPaths.choose : partnerPaths.home;
    return redirect(partnerPathFor(request, next), { headers: { ...partnerResponseHeaders, "Set-Cookie": cookie } });
  } catch (error) {
    log.error("partner session not started", { error });
    return data({ error: words.sessionFailed }, { status: 503 });
  }
}

export default function PartnerContinue() {
  const { jwt, protection } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const words = usePartnerPortalWords().linkPage;
  return (
    <SignInLinkPage
      words={words}
      problem={failed?.error ?? (jwt ? null : words.failed)}
      jwt={jwt}
      protection={protection}
      signInPath="/partners"
      continuePath="/partners/continue"
    />
  );
}
