import type { ReactNode } from "react";

/** A part of a page under its own <h2>, named by it for a screen reader (`aria-labelledby`). */
export function TitledSection({
  id,
  heading,
  className,
  headingClassName = "text-xl font-bold",
  children,
}: {
  id: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
