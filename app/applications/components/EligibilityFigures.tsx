/**
 * Who may apply for a computer, in figures and in the page's language: the region, the programmes that qualify a
 * household whatever its income, and the income limit by household size. The limits come from the screener's own
 * rule (`incomeLimit`), so the pages and the screener cannot disagree. Plain server-rendered content, no loader:
 * the pages that show it stay shared, cacheable pages.
 */
import { useApplicationWords } from "~/applications/words";
import { incomeLimit } from "~/applications/screener";
import { applicationIncomePercent, povertyGuidelines } from "~/content/povertyGuidelines";
import { formatNumber, useLocale } from "~/i18n";
import { intlLocales } from "~/i18n/locale";
import { IncomeLimitTable } from "~/components/IncomeLimitTable";

const listedSizes = Array.from({ length: povertyGuidelines.sizesListed }, (_, index) => index + 1);

export function EligibilityFigures() {
  const locale = useLocale();
  const words = useApplicationWords().eligibility;
  const money = new Intl.NumberFormat(intlLocales[locale], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const listed = povertyGuidelines.sizesListed;
  const eachFurther = incomeLimit(listed + 1) - incomeLimit(listed);
  return (
    <section aria-labelledby="eligibility-figures" className="max-w-3xl" data-testid="eligibility-figures">
      <h3 id="eligibility-figures" className="text-xl font-bold">
        {words.heading}
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{words.region}</li>
        <li>{words.programme}</li>
        <li>{words.income}</li>
      </ul>
      <IncomeLimitTable
        className="mt-4 w-full max-w-xl border-collapse bg-white text-left"
        caption={words.caption(povertyGuidelines.year, applicationIncomePercent)}
        captionClassName="mb-2 text-left font-semibold"
        sizeHeading={words.sizeHeading}
        limitHeading={words.limitHeading}
        rows={listedSizes.map((size) => ({ size: formatNumber(locale, size), limit: money.format(incomeLimit(size)) }))}
      />
      <p className="mt-3">{words.larger(listed, money.format(eachFurther))}</p>
      <p className="mt-2 text-sm text-slate-800">{words.source(povertyGuidelines.year)}</p>
    </section>
  );
}
