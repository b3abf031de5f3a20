import type { ReactNode } from "react";
import { useDonationWords } from "~/donations/words";
import { StepFrame } from "~/kits/wizard/StepFrame";

/** A page of giving devices: its title, which step of how many, and the step's own heading. */
export function DonationFrame({
  step,
  heading,
  children,
}: {
  /** 1 for the devices; null for a page that is not a step (sent, pass). */
  step: number | null;
  heading: string;
  children: ReactNode;
}) {
  const words = useDonationWords();
  return (
    <StepFrame title={words.pages.title} stepLine={step ? words.pages.stepOf(step, 4) : null} heading={heading}>
      {children}
    </StepFrame>
  );
}

export const linkClass = "font-semibold text-brand-dark underline";
