import { TextLink } from "~/components/LocaleLink";
import type { FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { SignedInBar } from "~/kits/signIn/SignedInBar";
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
  return (
    <SignedInBar email={email} words={words.frame} signOutPath="/partners/sign-out" protection={protection}>
      {actingFor ? <span className="font-semibold">{words.frame.actingFor(actingFor)}</span> : null}
      {canSwitch ? <TextLink to="/partners/choose">{words.choose.switch}</TextLink> : null}
    </SignedInBar>
  );
}

/** A sentence the partner portal answers with: the forms kit's notice. */
export { Notice as PartnerNotice } from "~/kits/forms/Notice";
