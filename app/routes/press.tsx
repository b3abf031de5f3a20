import { Hero } from "~/components/Hero";
import { LogoWall } from "~/components/LogoWall";
import { PressCarousel } from "~/components/PressCarousel";
import { Section } from "~/components/Section";
import { StatsCounters } from "~/components/StatsCounters";
import { TileGrid } from "~/components/TileGrid";
import { contributeTiles, mediaHighlights, pressHero, pressHistory, pressLogos, pressReleaseItems } from "~/content/press";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/press");

export default function PressPage() {
  return (
    <>
      <Hero hero={pressHero} />
      <Section title="As Seen In" tone="tinted">
        <LogoWall logos={pressLogos} label="Media outlets that covered our work" />
      </Section>
      <Section id="media-coverage" title="Media Coverage">
        <PressCarousel items={mediaHighlights} label="Media highlights" />
      </Section>
      <Section title="Our Story in the Press" tone="dark" intro="Figures the coverage reported.">
        <StatsCounters stats={pressHistory} tone="dark" />
      </Section>
      <Section id="press-releases" title="Press Releases" tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pressReleaseItems.map((release) => (
            <li key={release.link} className="flex flex-col rounded-lg bg-white p-5 text-slate-900 shadow">
              <img src={release.image} alt="" width={400} height={250} loading="lazy" className="aspect-[8/5] w-full rounded object-cover" />
              <h3 className="mt-4 text-lg font-bold">{release.title}</h3>
              <p className="mt-1 text-sm font-semibold text-brand-dark">{release.date}</p>
              <p className="mt-2 flex-1 text-slate-700">{release.description}</p>
              <a href={release.link} className="mt-4 font-semibold text-brand-dark underline" type="application/pdf">
                Read the press release (PDF)<span className="sr-only">, {release.date}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Other Ways You can Contribute">
        <TileGrid tiles={contributeTiles} />
      </Section>
    </>
  );
}
