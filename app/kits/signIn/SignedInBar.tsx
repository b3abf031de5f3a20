import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { useLocalePath } from "~/i18n";
import { Button } from "~/components/Button";

/**
 * The bar above a signed-in area's pages (the partner portal, a Shield subscriber's account): who is signed in,
 * what the area adds (`children`: the partner acted for, a way back), and Sign out.
 */
export function SignedInBar({
  email,
  words,
  signOutPath,
  protection,
  children,
}: {
  email: string;
  /** The realm's frame words: who is signed in, and the Sign out button. */
  words: { signedInAs: (email: string) => string; signOut: string };
  /** The sign-out address, in English; the bar posts to it in the page's language. */
  signOutPath: string;
  protection: FormProtectionProps;
  children?: ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm">
      <span className="min-w-0 [overflow-wrap:anywhere]">{words.signedInAs(email)}</span>
      {children}
      <Form method="post" action={localePath(signOutPath)} className="ml-auto">
        <FormProtectionInputs {...protection} />
        <Button kind="bar" size="small">
          {words.signOut}
        </Button>
      </Form>
    </div>
  );
}
