import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { useLocalePath } from "~/i18n";

/** Remix's Link, with a site path moved into the page's language (`/apply` is `/es/apply` on a Spanish page). */
export function Link({ to, ...props }: LinkProps) {
  const localePath = useLocalePath();
  return <RemixLink to={typeof to === "string" ? localePath(to) : to} {...props} />;
}
