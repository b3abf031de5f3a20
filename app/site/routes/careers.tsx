import { ContentLinkButton } from "~/components/ContentLinkButton";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import * as careersEn from "~/content/careers";
import * as careersEs from "~/content/es/careers";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/careers");

export default function CareersPage() {
  const { careersHeading, careersHero, careersLink, careersText } = useLocalized({ en: careersEn, es: careersEs });
  return (
    <>
      <Hero hero={careersHero} />
      <Section title={careersHeading} intro={<p>{careersText}</p>}>
        <ContentLinkButton link={careersLink} />
      </Section>
    </>
  );
}
