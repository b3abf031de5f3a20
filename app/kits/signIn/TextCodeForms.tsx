/**
 * The forms of signing in with a texted code (issue 38): the number's (on /auth/code, and as /auth's second form),
 * and the code's once one was asked for. Plain posts: they work without JavaScript.
 */
import { Form } from "@remix-run/react";
import { useLocalized, useLocalePath } from "~/i18n";
import { FieldLabel, fieldState } from "~/kits/forms/FormFields";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { textSignIn as en } from "./content/en/words";
import { textSignIn as es } from "./content/es/words";
import { Button } from "~/components/Button";

type View = FormProtectionProps & {
  stage: { kind: "phone"; typed: string } | { kind: "code"; phone: string; sentTo: string | null };
  error: string | null;
  limits: { count: number; minutes: number };
};

const field = "mt-1 w-full rounded-lg border border-slate-400 px-4 py-3 text-slate-900";

/** The number's form: posts to /auth/code, which texts the code. */
export function PhoneSignInForm({
  protection,
  typed,
  error,
}: {
  protection: FormProtectionProps;
  typed: string;
  error: string | null;
}) {
  const words = useLocalized({ en, es });
  const localePath = useLocalePath();
  return (
    <Form method="post" action={localePath("/auth/code")} className="mt-4 space-y-4">
      <FormProtectionInputs {...protection} />
      <input type="hidden" name="intent" value="send" />
      <div>
        <FieldLabel name="phone" label={words.phoneLabel} hint={words.phoneHint} error={error ?? undefined} />
        <input
          id="phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={25}
          required
          defaultValue={typed}
          {...fieldState("phone", words.phoneHint, error ?? undefined)}
          className={field}
        />
      </div>
      <Button size="wide">{words.send}</Button>
    </Form>
  );
}

export function TextCodeForms({ view }: { view: View }) {
  const words = useLocalized({ en, es });
  const localePath = useLocalePath();
  const protection = { csrfToken: view.csrfToken, honeypotProps: view.honeypotProps };
  if (view.stage.kind === "phone")
    return (
      <>
        <h1 className="text-3xl font-bold text-slate-900">{words.heading}</h1>
        <PhoneSignInForm protection={protection} typed={view.stage.typed} error={view.error} />
      </>
    );
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{words.codeTitle}</h1>
      <div role="status" className="mt-2 space-y-2 text-slate-700">
        {view.stage.sentTo ? <p>{words.sentTo(view.stage.sentTo)}</p> : null}
        <p>{words.codeRules(view.limits.minutes)}</p>
        <p>{words.held(view.limits.count, view.limits.minutes)}</p>
      </div>
      <Form method="post" action={localePath("/auth/code")} className="mt-6 space-y-4">
        <FormProtectionInputs {...protection} />
        <input type="hidden" name="intent" value="check" />
        <input type="hidden" name="phone" value={view.stage.phone} />
        <div>
          <FieldLabel name="code" label={words.codeLabel} error={view.error ?? undefined} />
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            {...fieldState("code", undefined, view.error ?? undefined)}
            className={field}
          />
        </div>
        <Button size="wide">{words.open}</Button>
      </Form>
      <p className="mt-4">
        <a href={localePath("/auth/code")} className="font-semibold text-brand-dark underline">
          {words.newCode}
        </a>
      </p>
    </>
  );
}
