import { Form } from "@remix-run/react";
import { useLocalePath } from "~/i18n";
import { usePortalWords } from "~/portal/usePortalWords";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";

/**
 * Sign out, in its own words, at the top of every signed-in page of the portal (issue 45), as the partner portal
 * and the Shield account have it: a real form post (it works without JavaScript) that ends the session.
 */
export function PortalSignOut({ protection }: { protection: FormProtectionProps }) {
  const localePath = useLocalePath();
  const words = usePortalWords();
  return (
    <Form method="post" action={localePath("/portal")} className="mb-6 flex justify-end">
      <FormProtectionInputs {...protection} />
      <button
        type="submit"
        name="intent"
        value="sign-out"
        className="rounded border border-slate-700 px-3 py-1 text-sm font-semibold"
      >
        {words.portalPage.signOut}
      </button>
    </Form>
  );
}
