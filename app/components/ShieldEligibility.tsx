import * as povertyEs from "~/content/es/povertyGuidelines";
import * as productsEs from "~/content/es/shieldProducts";
import * as povertyEn from "~/content/povertyGuidelines";
import * as productsEn from "~/content/shieldProducts";
import { useLocalized, useMessages } from "~/i18n";
import { HeadedSection } from "./HeadedSection";
import { IncomeLimitTable } from "./IncomeLimitTable";

/** Who can order Shield: the qualifying programmes, then the income rule in dollars by household size, with its source. */
export function ShieldEligibility() {
  const { formatDollars, incomeLimitRows, incomeLimitWords, povertyGuidelines } = useLocalized({
    en: povertyEn,
    es: povertyEs,
  });
  const { eligibilityText } = useLocalized({ en: productsEn, es: productsEs });
  const t = useMessages();
  return (
    <HeadedSection
      name="eligibility"
      heading={eligibilityText.heading}
      className="bg-brand-light px-4 py-10"
      headingClassName="text-2xl font-bold"
    >
      <p className="mt-3 max-w-3xl text-lg text-slate-900">{eligibilityText.who}</p>
      <p className="mt-2 max-w-3xl text-lg text-slate-900">{eligibilityText.how}</p>
      <IncomeLimitTable
        className="mt-6 w-full max-w-xl border-collapse bg-white text-left"
        testId="income-limits"
        caption={incomeLimitWords.caption}
        captionClassName="mb-2 text-left font-semibold text-slate-900"
        sizeHeading={incomeLimitWords.sizeHeading}
        limitHeading={incomeLimitWords.limitHeading}
        rows={incomeLimitRows.map((row) => ({ size: String(row.size), limit: formatDollars(row.limit) }))}
      />
      <p className="mt-3 max-w-3xl text-slate-900">{incomeLimitWords.larger()}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-800">
        {incomeLimitWords.sourceNote}{" "}
        <a href={povertyGuidelines.source.url} target="_blank" rel="noopener" className="underline">
          {povertyGuidelines.source.name}
          <span className="sr-only"> {t.newTab}</span>
        </a>
        .
      </p>
    </HeadedSection>
  );
}
