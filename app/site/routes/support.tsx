import { EmbeddedFrame } from "~/components/EmbeddedFrame";
import { Hero } from "~/components/Hero";
import { Section } from "~/components/Section";
import { embeds } from "~/config/embeds";
import { org } from "~/config/org";
import * as supportEn from "~/content/support";
import * as supportEs from "~/content/es/support";
import { useLocalized } from "~/i18n";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/support");

/** Also served at /financialdonation (remix.config.js); the canonical address stays /support. */
export default function FinancialContributionPage() {
  const { checkInstructions, founderNote, supportHeadings, supportHero } = useLocalized({
    en: supportEn,
    es: supportEs,
  });
  return (
    <>
      <Hero hero={supportHero} />
      <Section id="donate-form" title={supportHeadings.form} intro={<p>{supportHeadings.formIntro}</p>} tone="tinted">
        <EmbeddedFrame embed={embeds.financialDonation} height={900} className="rounded bg-white" />
      </Section>
      <Section title={supportHeadings.founder}>
        <div className="max-w-3xl rounded-lg bg-white p-6 shadow">
          {founderNote.placeholder ? (
            <p className="mb-4 inline-block rounded bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
              {founderNote.label}
            </p>
          ) : null}
          <p className="text-lg italic text-slate-700">{founderNote.text}</p>
        </div>
      </Section>
      <Section title={supportHeadings.check} tone="tinted">
        <p className="text-lg">
          {checkInstructions.text} <strong>{checkInstructions.payableTo}</strong> {checkInstructions.mailTo}
        </p>
        <address className="mt-4 not-italic">
          {checkInstructions.payableTo}
          <br />
          {org.offices.nj.label}
          <br />
          <span className="text-slate-700">({checkInstructions.address})</span>
        </address>
      </Section>
    </>
  );
}
