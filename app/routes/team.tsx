import { Hero } from "~/components/Hero";
import { MemberGrid } from "~/components/MemberGrid";
import { PressCarousel } from "~/components/PressCarousel";
import { Section } from "~/components/Section";
import { mediaHighlights } from "~/content/press";
import { boardOfDirectors, missionControl, teamHero } from "~/content/team";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/team");

export default function TeamPage() {
  return (
    <>
      <Hero hero={teamHero} />
      <Section id="mission-control" title="Mission Control">
        <MemberGrid members={missionControl} />
      </Section>
      <Section id="board-of-directors" title="Board of Directors" tone="tinted">
        <MemberGrid members={boardOfDirectors} />
      </Section>
      <Section title="In the Press">
        <PressCarousel items={mediaHighlights} label="Press highlights" />
      </Section>
    </>
  );
}
