import type { HeroContent } from "~/content/schemas";
import { ContentLinkButtons } from "./ContentLinkButton";

/**
 * The top of a page: background picture under a dark wash (text stays AA-readable on any picture),
 * the two-part title as the page's one <h1>, the description and the link buttons.
 */
export function Hero({ hero }: { hero: HeroContent }) {
  return (
    <section className="hero relative isolate overflow-hidden bg-slate-900 px-4 pb-16 pt-28 text-white md:pb-24 md:pt-40">
      <div
        className="hero-bg absolute inset-0 -z-10"
        style={{ backgroundImage: `url(${hero.bgImage})` }}
        aria-hidden="true"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/70 via-black/60 to-black/80"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-6xl">
        <h1 className="max-w-4xl text-4xl font-extrabold leading-tight md:text-6xl">
          {hero.titlePart1} {hero.titlePart2 ? <span className="text-accent">{hero.titlePart2}</span> : null}
        </h1>
        {hero.description ? (
          <p className="mt-5 max-w-2xl text-lg text-slate-100 md:text-xl">{hero.description}</p>
        ) : null}
        {hero.links.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            <ContentLinkButtons links={hero.links} />
          </div>
        ) : null}
        {hero.logos && hero.logos.length > 0 ? (
          <ul className="mt-10 flex flex-wrap items-center gap-6" aria-label="As featured by">
            {hero.logos.map((logo) => (
              <li key={logo.src + logo.alt}>
                <img src={logo.src} alt={logo.alt} width={120} height={80} className="h-12 w-auto" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
