import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { StatsCounters } from "~/components/StatsCounters";
import { StepList } from "~/components/StepList";
import { TileGrid } from "~/components/TileGrid";
import { aboutPage } from "~/content/marketingPages";
import * as getInvolvedTilesEn from "~/content/getInvolvedTiles";
import * as getInvolvedTilesEs from "~/content/es/getInvolvedTiles";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/about");

export default function AboutPage() {
  const { aboutCounters, aboutHeadings, aboutHero, history, mission, vision } = useLocalized(aboutPage);
  const { getInvolvedTiles } = useLocalized({ en: getInvolvedTilesEn, es: getInvolvedTilesEs });
  return (
    <>
      <Hero hero={aboutHero} />
      <Section title={aboutHeadings.counters} tone="tinted">
        <StatsCounters stats={aboutCounters} />
      </Section>
      <Section title={aboutHeadings.visionMission}>
        <div className="space-y-12">
          <FeatureBlock block={vision} />
          <FeatureBlock block={mission} />
        </div>
      </Section>
      <Section title={aboutHeadings.history} tone="tinted">
        <StepList steps={history} />
      </Section>
      <Section title={aboutHeadings.help}>
        <TileGrid tiles={getInvolvedTiles} />
      </Section>
    </>
  );
}
