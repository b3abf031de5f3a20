import type { ReactNode } from "react";

type Props = {
  /** Names the section: its heading's id is `<name>-heading`, and the section is labelled by that heading. */
  name: string;
  heading: ReactNode;
  /** The section's band: background, padding, border. */
  className: string;
  /** The heading's look; by default the large heading of the landing pages. */
  headingClassName?: string;
  /** A reading column (FAQ, checkout) instead of the page's full width. */
  narrow?: boolean;
  /** An in-page link target (`#plans`). */
  id?: string;
  children: ReactNode;
};

/** A band of a page with its own <h2>, centred at the page's width (the Shield pages, Pepper Fest's prizes). */
export function HeadedSection({
  name,
  heading,
  className,
  headingClassName = "text-2xl font-bold md:text-4xl",
  narrow = false,
  id,
  children,
}: Props) {
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className={className}>
      <div className={narrow ? "mx-auto max-w-3xl" : "mx-auto max-w-6xl"}>
        <h2 id={`${name}-heading`} className={headingClassName}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
