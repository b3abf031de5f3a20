/**
 * How a donor's totals read, with the separators of the page's language (`Intl`). The sum itself is taken by the
 * store (SUM skips a missing weight, so it counts as 0) so that a donor with 100,000 items costs one query.
 */
import { intlLocales, locales, type Locale } from "~/i18n/locale";
import { portalWords } from "./words";

// Made once per language: a document of thousands of devices formats as many figures.
const countFormats = formatsBy((locale) => new Intl.NumberFormat(intlLocales[locale]));
const weightFormats = formatsBy((locale) => new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 2 }));

function formatsBy(make: (locale: Locale) => Intl.NumberFormat): Record<Locale, Intl.NumberFormat> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, Intl.NumberFormat>;
}

export function formatCount(count: number, locale: Locale = "en"): string {
  return countFormats[locale].format(count);
}

/** "1,234.5 lbs": separators so a large donation reads at a glance; float noise rounded away. */
export function formatWeight(pounds: number, locale: Locale = "en"): string {
  return portalWords(locale).donorPage.pounds(weightFormats[locale].format(pounds));
}
