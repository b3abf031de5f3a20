import { Form, useNavigation } from "@remix-run/react";
import { useLocalePath } from "~/i18n";
import { usePortalWords } from "~/portal/usePortalWords";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { Button } from "~/components/Button";

/**
 * The spec's 'Back to Search' on the tracker and donor details: it clears the record, which here means ending the
 * session (a record is only ever shown to one), and returns to the sign-in where a record is looked up. Signing
 * out has its own button and words (`PortalSignOut`).
 */
export function BackToSearch({ protection }: { protection: FormProtectionProps }) {
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "back";
  const localePath = useLocalePath();
  const words = usePortalWords();
  return (
    <Form method="post" action={localePath("/portal")} className="mt-10">
      <FormProtectionInputs {...protection} />
      <Button name="intent" value="back" disabled={leaving} kind="secondary" size="medium">
        {words.portalPage.backToSearch}
      </Button>
    </Form>
  );
}
