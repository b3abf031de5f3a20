import type { ReactNode } from "react";
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { useLocalePath } from "~/i18n";

/** Remix's Link, with a site path moved into the page's language (`/apply` is `/es/apply` on a Spanish page). */
export function Link({ to, ...props }: LinkProps) {
  const localePath = useLocalePath();
  return <RemixLink to={typeof to === "string" ? localePath(to) : to} {...props} />;
}

/** A link in the site's own style for links set apart from a sentence (bold, the brand's colour, underlined). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-dark underline">
      {children}
    </Link>
  );
}
