import { Hero } from "~/components/Hero";
import { MemberGrid } from "~/components/MemberGrid";
import { PressCarousel } from "~/components/PressCarousel";
import { Section } from "~/components/Section";
import * as press from "~/content/press";
import * as pressEs from "~/content/es/press";
import * as en from "~/content/team";
import * as es from "~/content/es/team";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/team");

export default function TeamPage() {
  const { boardOfDirectors, missionControl, teamHeadings: h, teamHero } = useLocalized({ en, es });
  const { mediaHighlights } = useLocalized({ en: press, es: pressEs });
  return (
    <>
      <Hero hero={teamHero} />
      <Section id="mission-control" title={h.missionControl}>
        <MemberGrid members={missionControl} />
      </Section>
      <Section id="board-of-directors" title={h.board} tone="tinted">
        <MemberGrid members={boardOfDirectors} />
      </Section>
      <Section title={h.press}>
        <PressCarousel items={mediaHighlights} label={h.pressLabel} />
      </Section>
    </>
  );
}
