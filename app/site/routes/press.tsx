import { CardPicture } from "~/components/CardPicture";
import { Hero } from "~/components/Hero";
import { LogoWall } from "~/components/LogoWall";
import { PressCarousel } from "~/components/PressCarousel";
import { Section } from "~/components/Section";
import { StatsCounters } from "~/components/StatsCounters";
import { TileGrid } from "~/components/TileGrid";
import * as en from "~/content/press";
import * as es from "~/content/es/press";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/press");

export default function PressPage() {
  const {
    contributeTiles,
    mediaHighlights,
    pressHeadings: h,
    pressHero,
    pressHistory,
    pressLogos,
    pressReleaseItems,
  } = useLocalized({ en, es });
  return (
    <>
      <Hero hero={pressHero} />
      <Section title={h.asSeenIn} tone="tinted">
        <LogoWall logos={pressLogos} label={h.logosLabel} />
      </Section>
      <Section id="media-coverage" title={h.coverage}>
        <PressCarousel items={mediaHighlights} label={h.highlightsLabel} />
      </Section>
      <Section title={h.story} tone="dark" intro={h.storyIntro}>
        <StatsCounters stats={pressHistory} tone="dark" />
      </Section>
      <Section id="press-releases" title={h.releases} tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pressReleaseItems.map((release) => (
            <li key={release.link} className="flex flex-col rounded-lg bg-white p-5 text-slate-900 shadow">
              <CardPicture src={release.image} rounded />
              <h3 className="mt-4 text-lg font-bold">{release.title}</h3>
              <p className="mt-1 text-sm font-semibold text-brand-dark">{release.date}</p>
              <p className="mt-2 flex-1 text-slate-700">{release.description}</p>
              <a href={release.link} className="mt-4 font-semibold text-brand-dark underline" type="application/pdf">
                {h.readRelease}
                <span className="sr-only">, {release.date}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={h.contribute}>
        <TileGrid tiles={contributeTiles} />
      </Section>
    </>
  );
}
