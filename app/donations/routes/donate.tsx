import { CardGrid } from "~/components/CardGrid";
import { ContentLinkButton } from "~/components/ContentLinkButton";
import { FeatureBlock } from "~/components/FeatureBlock";
import { Hero } from "~/components/Hero";
import { LogoTicker } from "~/components/LogoTicker";
import { Section } from "~/components/Section";
import { TileGrid } from "~/components/TileGrid";
import { TextLink } from "~/components/LocaleLink";
import { useLeaderboardWords } from "~/donations/leaderboardWords";
import { donatePage } from "~/content/marketingPages";
import * as supportersEn from "~/content/supporters";
import * as supportersEs from "~/content/es/supporters";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/donate");

export default function DonatePage() {
  const {
    dataSafety,
    donateHeadings,
    donateHero,
    donateSteps,
    donateTiles,
    quickDropOff,
    quickDropOffLink,
    startDonationLink,
  } = useLocalized(donatePage);
  const { supporterLogos } = useLocalized({ en: supportersEn, es: supportersEs });
  const leaderboard = useLeaderboardWords().donate;
  return (
    <>
      <Hero hero={donateHero} />
      <Section title={donateHeadings.howItWorks}>
        <CardGrid cards={donateSteps} columns={5} firstScreen />
      </Section>
      <Section id="donation-form" title={donateHeadings.form} intro={<p>{donateHeadings.formIntro}</p>} tone="tinted">
        {/* A link, not the first step's form: /donate stays one cached page for everyone, with no form token. */}
        <ContentLinkButton link={startDonationLink} />
      </Section>
      <Section title={donateHeadings.dropOff}>
        <FeatureBlock block={quickDropOff}>
          <ContentLinkButton link={quickDropOffLink} />
        </FeatureBlock>
      </Section>
      <Section title={donateHeadings.dataSafety} tone="tinted">
        <FeatureBlock block={dataSafety} />
      </Section>
      <Section title={donateHeadings.supporters}>
        <LogoTicker logos={supporterLogos} label={donateHeadings.supporterListLabel} />
        <p className="mt-6 text-lg">
          <TextLink to="/leaderboard">{leaderboard.seeLeaderboard}</TextLink>
        </p>
      </Section>
      <Section title={donateHeadings.getInvolved} tone="tinted">
        <TileGrid tiles={donateTiles} />
      </Section>
    </>
  );
}
