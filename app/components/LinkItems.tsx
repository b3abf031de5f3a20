import { Link } from "~/components/LocaleLink";

/** A list's items, one link each, all looking alike (a menu's links, the footer's legal pages); the caller holds the list. */
export function LinkItems({
  links,
  className,
}: {
  links: readonly { label: string; to: string }[];
  className: string;
}) {
  return (
    <>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={className}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
