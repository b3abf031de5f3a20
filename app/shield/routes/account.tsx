import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/LocaleLink";
import { RealmSignIn, type SignInResult } from "~/kits/signIn/RealmSignInPages";
import { localeFromPath } from "~/i18n/locale";
import type { RouteHandle } from "~/page/routeHandle";
import { db } from "~/db/serverStore.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { readSignInPost } from "~/kits/signIn/signInForm.server";
import { ShieldBar } from "~/shield/components/ShieldFrame";
import { shieldHeaders, shieldMeta, shieldPaths } from "~/shield/shieldPage";
import { useShieldWords } from "~/shield/shieldWords";
import { planInWords, statusInWords } from "~/shield/subscriptionView";
import { subscriptionsOfEmail } from "~/shield/server/shieldAccess.server";
import { currentSubscriber } from "~/shield/server/shieldSession.server";
import { requestShieldSignIn } from "~/shield/server/shieldSignIn.server";

// A Shield subscriber's account (issue 37): the sign-in when nobody is signed in, their subscriptions after.
export const handle: RouteHandle = { personal: true };
export const meta = shieldMeta((words) => words.signIn.title);
export const headers = shieldHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
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

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readSignInPost(request, context);
  if ("answer" in post) return data<SignInResult>(post.answer, { status: post.status });
  await requestShieldSignIn(post.email, post.clientAddress, localeFromPath(new URL(request.url).pathname));
  return data<SignInResult>({ sent: true });
}

export default function ShieldAccount() {
  const { signedIn } = useLoaderData<typeof loader>();
  return <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-24">{signedIn ? <List /> : <SignIn />}</div>;
}

function SignIn() {
  const { protection, signedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useShieldWords();
  return (
    <RealmSignIn
      words={words.signIn}
      sent={words.signIn.sent}
      signedOut={signedOut}
      protection={protection}
      result={result}
    />
  );
}

function List() {
  const { signedIn, protection } = useLoaderData<typeof loader>();
  const words = useShieldWords();
  if (!signedIn) return null;
  return (
    <>
      <ShieldBar email={signedIn.email} protection={protection} />
      <h1 className="text-3xl font-bold">{words.list.title}</h1>
      {signedIn.subscriptions.length === 0 ? (
        <p className="mt-4">{words.list.none}</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={words.list.title}>
          {signedIn.subscriptions.map((subscription) => (
            <li key={subscription.id} className="rounded-lg border border-slate-300 p-4">
              <p className="font-semibold">{subscription.plan}</p>
              <p>{subscription.status}</p>
              <Link
                to={shieldPaths.subscription(subscription.id)}
                className="mt-2 inline-block font-semibold text-brand-dark underline"
                aria-label={`${words.list.open}: ${subscription.plan}`}
              >
                {words.list.open}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
