import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { Hero } from "~/components/Hero";
import { LogoWall } from "~/components/LogoWall";
import { Section } from "~/components/Section";
import { embeds } from "~/config/embeds";
import { partnerDeadline, partnerHero, partnerLogos, partnerLogoTitle, partnerRequirements, whyPartner } from "~/content/partner";
import { pageMetaFor } from "~/seo";

export const meta = pageMetaFor("/partner");

const checkList = (items: string[]) => (
  <ul className="space-y-3 text-lg">
    {items.map((item) => (
      <li key={item} className="flex gap-3">
        <span aria-hidden="true" className="font-bold text-brand">✓</span>
        <span>{item}</span>
      </li>
    ))}
  </ul>
);

export default function PartnerPage() {
  return (
    <>
      <Hero hero={partnerHero} />
      <Section title={partnerLogoTitle} tone="tinted">
        <LogoWall logos={partnerLogos} label="Our non-profit partners" />
      </Section>
      <Section title="Why Join Us as a Partner?">{checkList(whyPartner)}</Section>
      <Section title="Partner Requirements" tone="tinted">
        {checkList(partnerRequirements)}
        <p className="mt-6 rounded-md border-l-4 border-accent bg-white p-4 text-lg font-semibold">{partnerDeadline}</p>
      </Section>
      <Section id="partner-form" title="Apply to Become a Partner">
        <EmbeddedFrame embed={embeds.partnerForm} height={1100} />
      </Section>
    </>
  );
}
