/** The classes' public words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "~/classes/content/en/words";
import * as es from "~/classes/content/es/words";
import { useLocale, type Localized } from "~/i18n";
import { intlLocales, type Locale } from "~/i18n/locale";

export type ClassWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, ClassWords> = { en, es };

export const classWordsIn = (locale: Locale): ClassWords => words[locale];

export function useClassWords(): ClassWords {
  return words[useLocale()];
}

/** A class day with its weekday, in the language: 'Tuesday, March 2, 2027'. */
export const classDayIn = (locale: Locale, date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" });
