import type { ReactNode } from "react";
import { TitledSection } from "~/components/TitledSection";

/** A part of a staff console page under its own heading, named by it for a screen reader (`aria-labelledby`). */
export function StaffSection(props: { id: string; heading: string; className: string; children: ReactNode }) {
  return <TitledSection {...props} />;
}
