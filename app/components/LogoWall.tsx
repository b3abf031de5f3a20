import type { Logo } from "~/content/schemas";

/** A still grid of logos (press outlets, partners); the moving strip is `LogoTicker`. */
export function LogoWall({ logos, label }: { logos: Logo[]; label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8" aria-label={label}>
      {logos.map((logo, index) => (
        <li key={`${logo.src}-${index}`} className="flex items-center justify-center rounded bg-white p-2">
          <img
            src={logo.src}
            alt={logo.alt}
            width={300}
            height={200}
            loading="lazy"
            className="h-auto w-full max-w-[150px]"
          />
        </li>
      ))}
    </ul>
  );
}
