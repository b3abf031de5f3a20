import type { ReactNode } from "react";
import { TextLink } from "~/components/LocaleLink";
import type { FormProtectionProps } from "~/kits/forms/FormProtectionInputs";
import { PartnerBar } from "./PartnerBar";

/** A device request page's frame: who is signed in, the link back, then the page. */
export function RequestFrame(props: {
  frame: { email: string; partner: string; canSwitch: boolean; protection: FormProtectionProps };
  back: { to: string; label: string };
  width: "max-w-3xl" | "max-w-4xl";
  children: ReactNode;
}) {
  const { email, partner, canSwitch, protection } = props.frame;
  return (
    <div className={`mx-auto w-full ${props.width} px-4 pb-16 pt-24`}>
      <PartnerBar email={email} actingFor={partner} canSwitch={canSwitch} protection={protection} />
      <p>
        <TextLink to={props.back.to}>{props.back.label}</TextLink>
      </p>
      {props.children}
    </div>
  );
}
