import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { dsclassesPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/dsclasses");

export default function DigitalSkillsPage() {
  const { courses, dsclassesHeadings, dsclassesHero, hostClassLink, partnerBlock } = useLocalized(dsclassesPage);
  return (
    <>
      <Hero hero={dsclassesHero} />
      <Section title={dsclassesHeadings.partners}>
        <FeatureBlock block={partnerBlock} />
      </Section>
      <Section
        id="courses"
        title={dsclassesHeadings.courses}
        intro={<p>{dsclassesHeadings.coursesIntro}</p>}
        tone="tinted"
      >
        <CardGrid cards={courses} />
      </Section>
      <Section title={dsclassesHeadings.host} intro={<p>{dsclassesHeadings.hostText}</p>}>
        <ContentLinkButton link={hostClassLink} />
      </Section>
    </>
  );
}
