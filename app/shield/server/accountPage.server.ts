/**
 * A subscriber's account page (`/shield/account`): the subscriptions of the signed-in address.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { type SignInResult } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import { db } from "~/db/serverStore.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { readSignInPost } from "~/kits/signIn/signInForm.server";
import { planInWords, statusInWords } from "~/shield/subscriptionView";
import { subscriptionsOfEmail } from "~/shield/server/shieldAccess.server";
import { currentSubscriber } from "~/shield/server/shieldSession.server";
import { requestShieldSignIn } from "~/shield/server/shieldSignIn.server";

export async function shieldAccountLoader({ request }: LoaderFunctionArgs) {
  const email = await currentSubscriber(request);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const protection = { csrfToken, honeypotProps };
  const headers = csrfCookie ? { "Set-Cookie": csrfCookie } : undefined;
  if (!email) {
    const signedOut = new URL(request.url).searchParams.get("signed-out") === "1";
    return data({ protection, signedIn: null, signedOut }, { headers });
  }
  const locale = localeFromPath(new URL(request.url).pathname);
  const subscriptions = await subscriptionsOfEmail(db(), email);
  return data(
    {
      protection,
      signedOut: false,
      signedIn: {
        email,
        subscriptions: subscriptions.map((subscription) => ({
          id: subscription.id,
          plan: planInWords(locale, subscription),
          status: statusInWords(locale, subscription),
        })),
      },
    },
    { headers },
  );
}

export async function shieldAccountAction({ request, context }: ActionFunctionArgs) {
  const post = await readSignInPost(request, context);
  if ("answer" in post) return data<SignInResult>(post.answer, { status: post.status });
  await requestShieldSignIn(post.email, post.clientAddress, localeFromPath(new URL(request.url).pathname));
  return data<SignInResult>({ sent: true });
}
