import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/LocaleLink";
import { RealmSignIn } from "~/kits/signIn/RealmSignInPages";
import type { RouteHandle } from "~/page/routeHandle";
import { ShieldBar } from "~/shield/components/ShieldFrame";
import { shieldHeaders, shieldMeta, shieldPaths } from "~/shield/shieldPage";
import { useShieldWords } from "~/shield/shieldWords";

import { shieldAccountLoader, shieldAccountAction } from "~/shield/server/accountPage.server";
// A Shield subscriber's account (issue 37): the sign-in when nobody is signed in, their subscriptions after.
export const handle: RouteHandle = { personal: true };
export const meta = shieldMeta((words) => words.signIn.title);
export const headers = shieldHeaders;

export const loader = (args: LoaderFunctionArgs) => shieldAccountLoader(args);

export const action = (args: ActionFunctionArgs) => shieldAccountAction(args);

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
