import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { ImpactFigures } from "~/kits/figures/ImpactFigures";
import { figuresPageData } from "~/kits/figures/figuresPage.server";
import { useFigures } from "~/kits/figures/useFigures";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { StepList } from "~/components/StepList";
import { TileGrid } from "~/components/TileGrid";
import { aboutPage } from "~/content/marketingPages";
import * as getInvolvedTilesEn from "~/content/getInvolvedTiles";
import * as getInvolvedTilesEs from "~/content/es/getInvolvedTiles";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/about");

// The figures change with the records on any origin: kept by browsers and CDNs, asked about every time, and answered
// 304 from the figures' version before anything else is read (decisions 098, 118).
export const loader = ({ request }: LoaderFunctionArgs) => figuresPageData(request);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AboutPage() {
  const { figures, timeZone } = useFigures();
  const { aboutHeadings, aboutHero, history, mission, vision } = useLocalized(aboutPage);
  const { getInvolvedTiles } = useLocalized({ en: getInvolvedTilesEn, es: getInvolvedTilesEs });
  return (
    <>
      <Hero hero={aboutHero} />
      <Section title={aboutHeadings.counters} tone="tinted">
        <ImpactFigures figures={figures} timeZone={timeZone} />
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
