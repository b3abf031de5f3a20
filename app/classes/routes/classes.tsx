import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { SessionList } from "~/classes/components/SessionList";
import { classPageValidator } from "~/classes/server/pageValidator.server";
import { notModifiedPage } from "~/platform/cachePolicy.server";
import { openSessions } from "~/classes/server/publicSessions.server";
import { useClassWords } from "~/classes/words";
import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { dsclassesPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/dsclasses");

// The seats left change with every sign-up on any origin: kept by browsers and CDNs, asked about every time, and
// answered 304 from the seats' version before anything else is read (decision 098).
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await classPageValidator(request);
  if (page.notModified) return notModifiedPage(page.headers);
  return data({ sessions: await openSessions() }, { headers: page.headers });
}
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function DigitalSkillsPage() {
  const { courses, dsclassesHeadings, dsclassesHero, hostClassLink, partnerBlock } = useLocalized(dsclassesPage);
  // Null only in a 304, which Remix answers without rendering.
  const sessions = useLoaderData<typeof loader>()?.sessions ?? [];
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
