import { Form } from "@remix-run/react";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Link } from "~/components/LocaleLink";
import { useLocalePath } from "~/i18n";
import { useShieldWords } from "~/shield/shieldWords";

/** Who is signed in, the way back to the list, and Sign out. */
export function ShieldBar({
  email,
  protection,
  back,
}: {
  email: string;
  protection: FormProtectionProps;
  back?: boolean;
}) {
  const words = useShieldWords();
  const localePath = useLocalePath();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm">
      <span className="min-w-0 [overflow-wrap:anywhere]">{words.frame.signedInAs(email)}</span>
      {back ? (
        <Link to="/shield/account" className="font-semibold text-brand-dark underline">
          {words.frame.back}
        </Link>
      ) : null}
      <Form method="post" action={localePath("/shield/account/sign-out")} className="ml-auto">
        <FormProtectionInputs {...protection} />
        <button type="submit" className="rounded border border-slate-700 px-3 py-1 font-semibold">
          {words.frame.signOut}
        </button>
      </Form>
    </div>
  );
}

/** A sentence a subscriber page answers with: a success, or a problem announced as an alert. */
export function ShieldNotice({ tone, children }: { tone: "ok" | "problem"; children: string }) {
  return tone === "ok" ? (
    <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-800">
      {children}
    </p>
  );
}
