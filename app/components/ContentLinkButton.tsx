import { Link } from "~/components/LocaleLink";
import type { ContentLink } from "~/content/schemas";
import { useMessages } from "~/i18n";

type Props = { link: ContentLink; variant?: "primary" | "secondary" };

/**
 * A content link as a button: an in-page `#anchor` or a file stays a plain link (scrolls without JavaScript,
 * smoothly where motion is allowed), a site path is a Remix link, another site opens in a new tab.
 */
export function ContentLinkButton({ link, variant = "primary" }: Props) {
  const className = variant === "primary" ? "button-primary" : "button-secondary";
  const t = useMessages();
  // In-page anchors and files (the PDFs under /press/) are plain links: a file is not a route to navigate to.
  if (link.to.startsWith("#") || /\.[a-z0-9]+$/i.test(link.to)) {
    return (
      <a href={link.to} className={className}>
        {link.text}
      </a>
    );
  }
  if (link.external || link.to.startsWith("https://")) {
    return (
      <a href={link.to} className={className} target="_blank" rel="noopener">
        {link.text}
        <span className="sr-only"> {t.newTab}</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={className}>
      {link.text}
    </Link>
  );
}

/** Several content links as buttons side by side: the first is the place's main action, the others secondary. */
export function ContentLinkButtons({ links }: { links: ContentLink[] }) {
  return (
    <>
      {links.map((link, index) => (
        <ContentLinkButton key={link.to + link.text} link={link} variant={index === 0 ? "primary" : "secondary"} />
      ))}
    </>
  );
}
