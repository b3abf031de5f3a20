import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { SessionList } from "~/classes/components/SessionList";
import { openSessions } from "~/classes/server/publicSessions.server";
import { useClassWords } from "~/classes/words";
import { useLoaderData } from "@remix-run/react";
import { dsclassesPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/dsclasses");

// The seats left change with every sign-up on any origin, so the page is read fresh each time (decision 090).
export async function loader() {
  return { sessions: await openSessions() };
}

export default function DigitalSkillsPage() {
  const { courses, dsclassesHeadings, dsclassesHero, hostClassLink, partnerBlock } = useLocalized(dsclassesPage);
  const { sessions } = useLoaderData<typeof loader>();
  const words = useClassWords().list;
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
      <Section id="sessions" title={words.heading} intro={<p>{words.intro}</p>}>
        <SessionList sessions={sessions} />
      </Section>
      <Section title={dsclassesHeadings.host} intro={<p>{dsclassesHeadings.hostText}</p>}>
        <ContentLinkButton link={hostClassLink} />
      </Section>
    </>
  );
}
