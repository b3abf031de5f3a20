import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { TextLink } from "~/components/LocaleLink";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Notice } from "~/kits/forms/Notice";
import { useLocalePath } from "~/i18n";
import { SignInEmailInput } from "./SignInEmailInput";
import { Button } from "~/components/Button";

/** What a realm's sign-in form says (the partner portal's, a Shield subscriber's). */
export type RealmSignInWords = { title: string; intro: string; email: string; send: string; signedOut: string };

/** What the page an emailed sign-in link opens says. */
export type SignInLinkWords = { title: string; continueIntro: string; continue: string; askAgain: string };

/** The answer to a sign-in post: sent (whatever the address), or a sentence and what was typed. */
export type SignInResult = { sent: true } | { error: string; email: string };

/**
 * A realm's sign-in: its title and intro, the email field, and the answer to a post (`sent` is the sentence shown
 * once a link may have gone out). A visitor just signed out is told so.
 */
export function RealmSignIn({
  words,
  sent,
  signedOut,
  protection,
  result,
}: {
  words: RealmSignInWords;
  sent: string;
  signedOut: boolean;
  protection: FormProtectionProps;
  result: SignInResult | undefined;
}) {
  return (
    <div className="max-w-md">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      {signedOut && !result ? <Notice tone="ok">{words.signedOut}</Notice> : null}
      <p className="mt-2 text-slate-700">{words.intro}</p>
      <Form method="post" className="mt-6 space-y-4">
        <FormProtectionInputs {...protection} />
        <label htmlFor="email" className="block font-semibold">
          {words.email}
        </label>
        <SignInEmailInput
          typed={result && "error" in result ? result.email : undefined}
          className="w-full rounded-lg border border-slate-500 px-4 py-3"
        />
        <Button>{words.send}</Button>
      </Form>
      {result && "sent" in result ? <Notice tone="ok">{sent}</Notice> : null}
      {result && "error" in result ? <Notice tone="problem">{result.error}</Notice> : null}
    </div>
  );
}

/**
 * The page an emailed sign-in link opens, drawn from its route's data (`linkPageData`, and `continueWithLink`'s
 * answer): 'Continue' posts the link to `continuePath` (opening the page only checks it, so a mail scanner's
 * prefetch does not use it up); a link that failed offers to ask again at `signInPath`.
 */
export function SignInLinkPage({
  words,
  signInPath,
  continuePath,
}: {
  words: SignInLinkWords & { failed: string };
  signInPath: string;
  continuePath: string;
}) {
  const { jwt, protection } = useLoaderData<{ jwt: string | null; protection: FormProtectionProps }>();
  const failed = useActionData<{ error?: string }>();
  const problem = failed?.error ?? (jwt ? null : words.failed);
  const localePath = useLocalePath();
  return (
    <div className="mx-auto w-full max-w-md px-4 pb-16 pt-24">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      {problem ? (
        <>
          <Notice tone="problem">{problem}</Notice>
          <p className="mt-6">
            <TextLink to={signInPath}>{words.askAgain}</TextLink>
          </p>
        </>
      ) : (
        <>
          <p className="mt-4">{words.continueIntro}</p>
          <Form method="post" action={localePath(continuePath)} className="mt-6">
            <FormProtectionInputs {...protection} />
            <input type="hidden" name="jwt" value={jwt ?? ""} />
            <Button>{words.continue}</Button>
          </Form>
        </>
      )}
    </div>
  );
}
