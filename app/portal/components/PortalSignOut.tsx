import { Form } from "@remix-run/react";
import { useLocalePath } from "~/i18n";
import { usePortalWords } from "~/portal/usePortalWords";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Button } from "~/components/Button";

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
      <Button name="intent" value="sign-out" kind="bar" size="small" className="text-sm">
        {words.portalPage.signOut}
      </Button>
    </Form>
  );
}
