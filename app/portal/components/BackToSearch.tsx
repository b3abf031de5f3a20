import { Form, useNavigation } from "@remix-run/react";
import { useLocalePath } from "~/i18n";
import { usePortalWords } from "~/portal/usePortalWords";
import { FormProtectionInputs, type FormProtectionProps } from "~/kits/forms/FormProtectionInputs";

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
      <button
        type="submit"
        name="intent"
        value="back"
        disabled={leaving}
        className="rounded-lg border-2 border-brand-dark px-5 py-2 font-semibold text-brand-dark hover:bg-brand-light"
      >
        {words.portalPage.backToSearch}
      </button>
    </Form>
  );
}
