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
      <table className="mt-4 w-full max-w-xl border-collapse bg-white text-left">
        <caption className="mb-2 text-left font-semibold">
          {words.caption(povertyGuidelines.year, applicationIncomePercent)}
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-400">
            <th scope="col" className="px-3 py-2">
              {words.sizeHeading}
            </th>
            <th scope="col" className="px-3 py-2">
              {words.limitHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {listedSizes.map((size) => (
            <tr key={size} className="border-b border-slate-200">
              <th scope="row" className="px-3 py-2 font-normal">
                {formatNumber(locale, size)}
              </th>
              <td className="px-3 py-2 font-semibold">{money.format(incomeLimit(size))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3">{words.larger(listed, money.format(eachFurther))}</p>
      <p className="mt-2 text-sm text-slate-800">{words.source(povertyGuidelines.year)}</p>
    </section>
  );
}
