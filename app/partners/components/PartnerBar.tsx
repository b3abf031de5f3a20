import { Form } from "@remix-run/react";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Link } from "~/components/LocaleLink";
import { useLocalePath } from "~/i18n";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";

/** Who is signed in, the partner they act for (and a way to act for another), and Sign out. */
export function PartnerBar({
  email,
  actingFor,
  canSwitch,
  protection,
}: {
  email: string;
  actingFor: string | null;
  canSwitch: boolean;
  protection: FormProtectionProps;
}) {
  const words = usePartnerPortalWords();
  const localePath = useLocalePath();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm">
      <span className="min-w-0 [overflow-wrap:anywhere]">{words.frame.signedInAs(email)}</span>
      {actingFor ? <span className="font-semibold">{words.frame.actingFor(actingFor)}</span> : null}
      {canSwitch ? (
        <Link to="/partners/choose" className="font-semibold text-brand-dark underline">
          {words.choose.switch}
        </Link>
      ) : null}
      <Form method="post" action={localePath("/partners/sign-out")} className="ml-auto">
        <FormProtectionInputs {...protection} />
        <button type="submit" className="rounded border border-slate-700 px-3 py-1 font-semibold">
          {words.frame.signOut}
        </button>
      </Form>
    </div>
  );
}

/** A sentence the partner portal answers with: a success, or a problem announced as an alert. */
export function PartnerNotice({ tone, children }: { tone: "ok" | "problem"; children: string }) {
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
