import type { ReactNode } from "react";

/** A part of a staff console page under its own heading, named by it for a screen reader (`aria-labelledby`). */
export function StaffSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
