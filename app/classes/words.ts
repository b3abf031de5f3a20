/** The classes' public words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "~/classes/content/en/words";
import * as es from "~/classes/content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";
import { intlLocales, type Locale } from "~/i18n/locale";

export type ClassWords = WordsOf<typeof en>;

const words = wordsByLocale<ClassWords>({ en, es });

export const classWordsIn = words.wordsIn;

export const useClassWords = words.useWords;

/** A class day with its weekday, in the language: 'Tuesday, March 2, 2027'. */
export const classDayIn = (locale: Locale, date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" });
