/**
 * The language selector's half that server code uses (decision 111): a words module's twins (`{ en, es }`) and the
 * function that picks one by locale. Apart from `wordsByLocale` so that mail, documents and imports load no React.
 */
import type { Localized } from "./index";
import type { Locale } from "./locale";

/** The shape of a words module in every language: its strings typed `string`, so the Spanish twin fits it. */
export type WordsOf<T> = { [K in keyof T]: Localized<T[K]> };

/** The words in a language, from the twins. */
export function wordsIn<Words>(twins: Record<Locale, Words>): (locale: Locale) => Words {
  return (locale) => twins[locale];
}
