import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { useLocalePath } from "~/i18n";

/**
 * The bar above a signed-in area's pages (the partner portal, a Shield subscriber's account): who is signed in,
 * what the area adds (`children`: the partner acted for, a way back), and Sign out.
 */
export function SignedInBar({
  signedInAs,
  signOutPath,
  signOut,
  protection,
  children,
}: {
  signedInAs: string;
  /** The sign-out address, in English; the bar posts to it in the page's language. */
  signOutPath: string;
  signOut: string;
  protection: FormProtectionProps;
  children?: ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm">
      <span className="min-w-0 [overflow-wrap:anywhere]">{signedInAs}</span>
      {children}
      <Form method="post" action={localePath(signOutPath)} className="ml-auto">
        <FormProtectionInputs {...protection} />
        <button type="submit" className="rounded border border-slate-700 px-3 py-1 font-semibold">
          {signOut}
        </button>
      </Form>
    </div>
  );
}
