import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { careersHeading, careersHero, careersLink, careersText } from "~/content/careers";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/careers");

export default function CareersPage() {
  return (
    <>
      <Hero hero={careersHero} />
      <Section title={careersHeading} intro={<p>{careersText}</p>}>
        <ContentLinkButton link={careersLink} />
      </Section>
    </>
  );
}
