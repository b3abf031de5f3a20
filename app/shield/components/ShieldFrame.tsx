import { TextLink } from "~/components/LocaleLink";
import type { FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { SignedInBar } from "~/kits/signIn/SignedInBar";
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
  return (
    <SignedInBar email={email} words={words.frame} signOutPath="/shield/account/sign-out" protection={protection}>
      {back ? <TextLink to="/shield/account">{words.frame.back}</TextLink> : null}
    </SignedInBar>
  );
}

/** A sentence a subscriber page answers with: the forms kit's notice. */
export { Notice as ShieldNotice } from "~/kits/forms/Notice";
