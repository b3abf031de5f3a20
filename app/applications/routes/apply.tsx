import { Link } from "~/components/LocaleLink";
import { EligibilityFigures } from "~/applications/components/EligibilityFigures";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { StepList } from "~/components/StepList";
import { applyPage } from "~/content/marketingPages";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/apply");

export default function ApplyPage() {
  const {
    applyHeadings,
    applyHero,
    applySteps,
    digitalDivide,
    eligibilityLink,
    paperApplicationLink,
    startApplicationLink,
  } = useLocalized(applyPage);
  return (
    <>
      <Hero hero={applyHero} />
      <Section title={applyHeadings.divide}>
        <FeatureBlock block={digitalDivide} />
      </Section>
      <Section title={applyHeadings.process} tone="tinted">
        <StepList steps={applySteps} />
      </Section>
      <Section title={applyHeadings.eligibility} intro={<p>{applyHeadings.eligibilityText}</p>}>
        <EligibilityFigures />
        <div className="mt-6">
          <ContentLinkButton link={eligibilityLink} />
        </div>
      </Section>
      <Section id="application-form" title={applyHeadings.form} intro={<p>{applyHeadings.formIntro}</p>} tone="tinted">
        <ContentLinkButton link={startApplicationLink} />
        <p className="mt-6">
          {applyHeadings.paperForm}:{" "}
          <Link to={paperApplicationLink.to} className="font-semibold text-brand underline">
            {paperApplicationLink.text}
          </Link>
        </p>
      </Section>
    </>
  );
}
