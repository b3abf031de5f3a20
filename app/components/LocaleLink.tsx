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

/**
 * Where a page leads next: links one under another, each in its own paragraph. `first` spaces the first from what
 * is above it, `between` each from the one before.
 */
export function TextLinkLines({
  links,
  first = "mt-6",
  between = "mt-2",
}: {
  links: readonly { to: string; text: string }[];
  first?: string;
  between?: string;
}) {
  return (
    <>
      {links.map((link, index) => (
        <p key={link.to} className={index === 0 ? first : between}>
          <TextLink to={link.to}>{link.text}</TextLink>
        </p>
      ))}
    </>
  );
}
