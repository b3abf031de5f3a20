import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { ImpactFigures } from "~/kits/figures/ImpactFigures";
import { figuresPageData } from "~/kits/figures/figuresPage.server";
import { useFigures } from "~/kits/figures/useFigures";
import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButtons } from "~/components/ContentLinkButton";
import { FigureList } from "~/components/FigureList";
import { Hero } from "~/components/Hero";
import { LogoTicker } from "~/components/LogoTicker";
import { QuoteBlock } from "~/components/QuoteBlock";
import { Section } from "~/components/Section";
import { formatStat } from "~/components/StatsCounters";
import { StepList } from "~/components/StepList";
import { TileGrid } from "~/components/TileGrid";
import * as getInvolvedTilesEn from "~/content/getInvolvedTiles";
import * as getInvolvedTilesEs from "~/content/es/getInvolvedTiles";
import { homePage } from "~/content/marketingPages";
import * as supportersEn from "~/content/supporters";
import * as supportersEs from "~/content/es/supporters";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/");

// The figures change with the records on any origin: kept by browsers and CDNs, asked about every time, and answered
// 304 from the figures' version before anything else is read (decisions 098, 118).
export const loader = ({ request }: LoaderFunctionArgs) => figuresPageData(request);
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function HomePage() {
  const { getInvolvedTiles } = useLocalized({ en: getInvolvedTilesEn, es: getInvolvedTilesEs });
  const {
    changeSteps,
    homeFigures,
    homeHeadings,
    homeHero,
    homeTestimonial,
    hoursBanner,
    storyCards,
    testimonialLinks,
    waysToGetInvolved,
  } = useLocalized(homePage);
  const { supporterLogos } = useLocalized({ en: supportersEn, es: supportersEs });
  const { figures, timeZone } = useFigures();
  return (
    <>
      <Hero hero={homeHero} />
      <Section title={homeHeadings.supporters} tone="tinted">
        <LogoTicker logos={supporterLogos} label={homeHeadings.supporterListLabel} />
      </Section>
      <Section title={homeHeadings.stories}>
        <CardGrid cards={storyCards} columns={5} />
      </Section>
      <Section
        tone="dark"
        title={
          <>
            <span className="block text-5xl text-accent md:text-7xl">{formatStat(hoursBanner)}</span>{" "}
            {hoursBanner.label} {homeHeadings.hoursSuffix}
          </>
        }
      >
        <ImpactFigures figures={figures} timeZone={timeZone} tone="dark" />
        <div className="mt-6">
          <FigureList figures={homeFigures} />
        </div>
      </Section>
      <Section title={homeHeadings.change} tone="tinted">
        <StepList steps={changeSteps} />
      </Section>
      <Section title={homeHeadings.testimonial}>
        <QuoteBlock testimonial={homeTestimonial}>
          <ContentLinkButtons links={testimonialLinks} />
        </QuoteBlock>
      </Section>
      <Section title={homeHeadings.tiles} tone="tinted">
        <TileGrid tiles={getInvolvedTiles} />
      </Section>
      <Section title={homeHeadings.ways}>
        <CardGrid cards={waysToGetInvolved} />
      </Section>
    </>
  );
}
