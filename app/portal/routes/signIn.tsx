import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { LegalNote } from "~/components/LegalNote";
import { OtherSignIns, SignInPlaces, useSignInPlacesHeading } from "~/components/SignInPlaces";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { SignInEmailInput } from "~/kits/signIn/SignInEmailInput";
import { PhoneSignInForm } from "~/kits/signIn/TextCodeForms";
import { textSignIn as textSignInEn } from "~/kits/signIn/content/en/words";
import { textSignIn as textSignInEs } from "~/kits/signIn/content/es/words";
import * as enLegal from "~/content/legal";
import * as esLegal from "~/content/es/legal";
import { localeFromPath, useLocalized, useMessages } from "~/i18n";
import { signInMailLimit, signInWindowMinutes } from "~/kits/signIn/signInMailLimit";
import { useGuidanceWords, usePortalWords } from "~/portal/usePortalWords";
import { formProtection } from "~/kits/forms/formGuard.server";
import { LOGIN_TOKEN_TTL_MS } from "~/kits/signIn/loginTokens.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { requestSignIn } from "~/kits/signIn/signIn.server";
import { readSignInPost } from "~/kits/signIn/signInForm.server";
import { pageMetaFor } from "~/page/seo";
import { Button } from "~/components/Button";

export const meta = pageMetaFor("/auth");
// No React in the browser here: the first page of the portal stays light on a cheap phone. The pending
// state ('Sending...', button disabled) comes from enhance.js through the form's data-pending-text.
export const headers: HeadersFunction = () => personalHeaders();

export async function loader({ request }: LoaderFunctionArgs) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  // The portal's 'Sign out' lands here and says so (its 'Back to Search' lands here without a word, as the spec has it).
  const signedOut = new URL(request.url).searchParams.get("signed-out") === "1";
  return data(
    { csrfToken, honeypotProps, linkMinutes: LOGIN_TOKEN_TTL_MS / 60_000, signedOut },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

// A sent answer repeats the address the link went to (as typed, so the person can spot a typo).
type ActionData = { sent: true; email?: string } | { error: string; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readSignInPost(request, context);
  if ("answer" in post) return data<ActionData>(post.answer, { status: post.status });
  // The page's language is the sign-in's: its sentences, the email, the link's address and the person's language.
  await requestSignIn(post.email, post.clientAddress, localeFromPath(new URL(request.url).pathname));
  return data<ActionData>({ sent: true, email: post.email });
}

export default function SignInPage() {
  const { csrfToken, honeypotProps, linkMinutes, signedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = usePortalWords();
  const { signInWords } = useGuidanceWords();
  const { signInLegalNote } = useLocalized({ en: enLegal, es: esLegal });
  const { sending } = useMessages();
  const textWords = useLocalized({ en: textSignInEn, es: textSignInEs });
  const placesHeading = useSignInPlacesHeading();
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-2">
        <img
          src="/images/portal-sign-in.svg"
          alt=""
          width={480}
          height={400}
          loading="lazy"
          className="mx-auto hidden w-full max-w-md md:block"
        />
        <div className="rounded-2xl bg-white p-8 shadow-lg">
          {signedOut && !result ? (
            <p role="status" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 p-3 font-medium">
              {words.portalPage.signedOut}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold text-slate-900">{words.signInPage.heading}</h1>
          <p className="mt-2 text-slate-700">{words.signInPage.welcome}</p>
          <Form method="post" className="mt-6 space-y-4" data-pending-text={sending}>
            <FormProtectionInputs csrfToken={csrfToken} honeypotProps={honeypotProps} />
            <div>
              <label htmlFor="email" className="block font-semibold text-slate-900">
                {signInWords.emailLabel}
              </label>
              <SignInEmailInput
                typed={result && "error" in result ? result.email : undefined}
                placeholder={words.signInPage.emailPlaceholder}
                className="mt-1 w-full rounded-lg border border-slate-400 px-4 py-3 text-slate-900"
              />
            </div>
            <Button size="wide">{words.signInPage.unlock}</Button>
          </Form>
          <div role="status" className="mt-4 min-h-6">
            {result && "sent" in result ? (
              <>
                <p className="font-medium text-green-800">{words.messages.signInSent}</p>
                <p className="mt-2 break-words">
                  {signInWords.onlyKnown}
                  {result.email ? ` ${signInWords.sentTo(result.email)}` : null}
                </p>
                <p className="mt-2">{signInWords.linkRules(linkMinutes)}</p>
                <p className="mt-2">{signInWords.spam}</p>
                <p className="mt-2">{signInWords.held(signInMailLimit.mailsPerEmail, signInWindowMinutes)}</p>
                <p className="mt-2">{signInWords.otherSignIns}</p>
                <OtherSignIns />
              </>
            ) : null}
            {result && "error" in result ? <p className="font-medium text-red-700">{result.error}</p> : null}
          </div>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{textWords.heading}</h2>
          <PhoneSignInForm protection={{ csrfToken, honeypotProps }} typed="" error={null} />
          <h2 id="where-to-sign-in" className="mt-8 text-xl font-bold text-slate-900">
            {placesHeading}
          </h2>
          <div className="mt-2 text-slate-700">
            <SignInPlaces here="/auth" />
          </div>
          <LegalNote note={signInLegalNote} className="mt-4" />
        </div>
      </div>
    </section>
  );
}
