import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButtons } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { TileGrid } from "~/components/TileGrid";
import * as getInvolvedTilesEn from "~/content/getInvolvedTiles";
import * as getInvolvedTilesEs from "~/content/es/getInvolvedTiles";
import { programsPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/programs");

export default function ProgramsPage() {
  const { getInvolvedTiles } = useLocalized({ en: getInvolvedTilesEn, es: getInvolvedTilesEs });
  const { howItWorksLinks, programCards, programsHeadings, programsHero } = useLocalized(programsPage);
  return (
    <>
      <Hero hero={programsHero} />
      <Section title={programsHeadings.programs}>
        <CardGrid cards={programCards} />
      </Section>
      <Section title={programsHeadings.howItWorks} intro={<p>{programsHeadings.howItWorksText}</p>} tone="tinted">
        <div className="flex flex-wrap gap-3">
          <ContentLinkButtons links={howItWorksLinks} />
        </div>
      </Section>
      <Section title={programsHeadings.getInvolved}>
        <TileGrid tiles={getInvolvedTiles} />
      </Section>
    </>
  );
}
