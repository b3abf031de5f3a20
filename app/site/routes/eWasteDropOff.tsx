import { ContentLinkButton } from "~/components/ContentLinkButton";
import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { StepList } from "~/components/StepList";
import { embeds } from "~/config/embeds";
import { ewastePage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/ewastedropoff");

export default function EwasteDropOffPage() {
  const { contactOfficesLink, donateFormLink, dropOffSteps, ewasteHeadings, ewasteHero, largerItems } =
    useLocalized(ewastePage);
  return (
    <>
      <Hero hero={ewasteHero} />
      <Section title={ewasteHeadings.steps}>
        <StepList steps={dropOffSteps} />
        <div className="mt-8">
          <ContentLinkButton link={donateFormLink} />
        </div>
      </Section>
      <Section title={ewasteHeadings.larger} tone="tinted">
        <FeatureBlock block={largerItems}>
          <ContentLinkButton link={contactOfficesLink} />
        </FeatureBlock>
      </Section>
      <Section id="drop-off-map" title={ewasteHeadings.map} intro={<p>{ewasteHeadings.mapIntro}</p>}>
        <EmbeddedFrame embed={embeds.dropOffMap} height={600} className="rounded" />
      </Section>
    </>
  );
}
