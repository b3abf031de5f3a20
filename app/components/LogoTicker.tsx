import type { Logo } from "~/content/schemas";

/**
 * Supporter logos (300x200) scrolling in a 10 s linear loop that pauses on hover and keyboard focus.
 * The list is drawn twice so the loop has no seam; the copy is hidden from assistive technology.
 * With reduced motion it is a still row that scrolls sideways by hand.
 */
export function LogoTicker({ logos, label }: { logos: Logo[]; label: string }) {
  const row = (copy: boolean) => (
    <ul
      className="logo-ticker-row flex shrink-0 items-center gap-8 pr-8"
      aria-hidden={copy || undefined}
      aria-label={copy ? undefined : label}
    >
      {logos.map((logo, index) => (
        <li key={`${logo.src}-${index}`} className="shrink-0">
          <img
            src={logo.src}
            alt={copy ? "" : logo.alt}
            width={300}
            height={200}
            loading="lazy"
            fetchpriority="low"
            className="h-20 w-auto md:h-24"
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="logo-ticker overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <div className="logo-ticker-track flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
