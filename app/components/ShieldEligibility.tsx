import * as povertyEs from "~/content/es/povertyGuidelines";
import * as productsEs from "~/content/es/shieldProducts";
import * as povertyEn from "~/content/povertyGuidelines";
import * as productsEn from "~/content/shieldProducts";
import { useLocalized, useMessages } from "~/i18n";
import { HeadedSection } from "./HeadedSection";

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
      <table className="mt-6 w-full max-w-xl border-collapse bg-white text-left" data-testid="income-limits">
        <caption className="mb-2 text-left font-semibold text-slate-900">{incomeLimitWords.caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-400">
            <th scope="col" className="px-3 py-2">
              {incomeLimitWords.sizeHeading}
            </th>
            <th scope="col" className="px-3 py-2">
              {incomeLimitWords.limitHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {incomeLimitRows.map((row) => (
            <tr key={row.size} className="border-b border-slate-200">
              <th scope="row" className="px-3 py-2 font-normal">
                {row.size}
              </th>
              <td className="px-3 py-2 font-semibold">{formatDollars(row.limit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
