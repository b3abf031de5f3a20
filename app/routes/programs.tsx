import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { TileGrid } from "~/components/TileGrid";
import { getInvolvedTiles } from "~/content/getInvolvedTiles";
import { howItWorksLinks, programCards, programsHeadings, programsHero } from "~/content/programs";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/programs");

export default function ProgramsPage() {
  return (
    <>
      <Hero hero={programsHero} />
      <Section title={programsHeadings.programs}>
        <CardGrid cards={programCards} />
      </Section>
      <Section title={programsHeadings.howItWorks} intro={<p>{programsHeadings.howItWorksText}</p>} tone="tinted">
        <div className="flex flex-wrap gap-3">
          {howItWorksLinks.map((link, index) => (
            <ContentLinkButton key={link.to} link={link} variant={index === 0 ? "primary" : "secondary"} />
          ))}
        </div>
      </Section>
      <Section title={programsHeadings.getInvolved}>
        <TileGrid tiles={getInvolvedTiles} />
      </Section>
    </>
  );
}
