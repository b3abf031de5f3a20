import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import type { LinkProps } from "@remix-run/react";
import { Link } from "~/components/LocaleLink";

/**
 * The site's buttons, written once. A kind is what the button means, a size where it stands; the colours keep the
 * contrast the pages had (white on the brand's dark blue 10:1, the brand's or red-800 text on white over 7:1), and
 * keyboard focus shows the site-wide ring (`:focus-visible` in tailwind.css). The marketing pages' yellow calls to
 * action are `.button-primary`/`.button-secondary` in tailwind.css (ContentLinkButton), a look of their own.
 */
const kinds = {
  /** The one action a form is for. */
  primary: "bg-brand-dark text-white disabled:opacity-70",
  /** A second way out of the same form (save for later, back, assign, send again). */
  secondary: "border border-brand-dark text-brand-dark hover:bg-brand-light",
  /** What cannot be undone from the page (cancel a pickup, end a subscription). */
  danger: "border-2 border-red-800 text-red-800",
  /** Sign out in a bar: takes the bar's own text colour, light or dark. */
  bar: "border border-current",
} as const;

const sizes = {
  /** A page's main action. */
  large: "rounded-lg px-6 py-3",
  /** The full width of a phone form's column. */
  wide: "w-full rounded-lg px-4 py-3",
  /** A console form's or a list row's action. */
  medium: "rounded-lg px-5 py-2",
  /** Beside a line of text (a row in a table, a bar). */
  small: "rounded px-3 py-1",
} as const;

export type ButtonKind = keyof typeof kinds;
export type ButtonSize = keyof typeof sizes;
type Look = { kind?: ButtonKind; size?: ButtonSize };

/** The classes of a button's look; `className` adds only placement (margins, `block`, `text-sm`). */
export function buttonClass({ kind = "primary", size = "large" }: Look, className?: string) {
  return ["font-semibold", kinds[kind], sizes[size], className].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

/** A form's button: a submit unless told otherwise, so the form posts without JavaScript; every attribute (name,
 * value, formAction, disabled, aria-*) is passed through. */
export function Button({ kind, size, className, type = "submit", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ kind, size }, className)} {...props} />;
}

type ButtonLinkProps = Look & LinkProps;

/** A site path styled as a button, moved into the page's language like every Link. */
export function ButtonLink({ kind, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ kind, size }, ["inline-block", className].filter(Boolean).join(" "))} {...props} />
  );
}

type ButtonAnchorProps = Look & AnchorHTMLAttributes<HTMLAnchorElement>;

/** A file or another site styled as a button: a plain link, so the browser downloads or leaves the app. */
export function ButtonAnchor({ kind, size, className, children, ...props }: ButtonAnchorProps) {
  return (
    <a className={buttonClass({ kind, size }, ["inline-block", className].filter(Boolean).join(" "))} {...props}>
      {children}
    </a>
  );
}
