import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { FigureList } from "~/components/FigureList";
import { Hero } from "~/components/Hero";
import { LogoTicker } from "~/components/LogoTicker";
import { QuoteBlock } from "~/components/QuoteBlock";
import { Section } from "~/components/Section";
import { formatStat } from "~/components/StatsCounters";
import { StepList } from "~/components/StepList";
import { TileGrid } from "~/components/TileGrid";
import { getInvolvedTiles } from "~/content/getInvolvedTiles";
import {
  changeSteps,
  homeFigures,
  homeHeadings,
  homeHero,
  homeTestimonial,
  hoursBanner,
  storyCards,
  testimonialLinks,
  waysToGetInvolved,
} from "~/content/home";
import { supporterLogos } from "~/content/supporters";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/");

export default function HomePage() {
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
            <span className="block text-5xl text-accent md:text-7xl">{formatStat(hoursBanner)}</span> {hoursBanner.label} {homeHeadings.hoursSuffix}
          </>
        }
      >
        <FigureList figures={homeFigures} />
      </Section>
      <Section title={homeHeadings.change} tone="tinted">
        <StepList steps={changeSteps} />
      </Section>
      <Section title={homeHeadings.testimonial}>
        <QuoteBlock testimonial={homeTestimonial}>
          {testimonialLinks.map((link, index) => (
            <ContentLinkButton key={link.to} link={link} variant={index === 0 ? "primary" : "secondary"} />
          ))}
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
