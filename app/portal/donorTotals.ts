/**
 * How a donor's totals read, with the separators of the page's language (`Intl`). The sum itself is taken by the
 * store (SUM skips a missing weight, so it counts as 0) so that a donor with 100,000 items costs one query.
 */
import { intlLocales, type Locale } from "~/i18n/locale";
import { portalWords } from "./portalWords";

export function formatCount(count: number, locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlLocales[locale]).format(count);
}

/** "1,234.5 lbs": separators so a large donation reads at a glance; float noise rounded away. */
export function formatWeight(pounds: number, locale: Locale = "en"): string {
  return portalWords(locale).donorPage.pounds(new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 2 }).format(pounds));
}
