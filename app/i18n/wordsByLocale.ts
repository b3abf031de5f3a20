/**
 * The one language selector of the wings' words (decision 111): from a words module's twins, `wordsIn(locale)` for
 * server code (sentences chosen in actions, emails) and `useWords()` for a page, which reads the page's language.
 */
import { useLocale } from "./index";
import type { Locale } from "./locale";
import { wordsIn } from "./wordsIn";

export function wordsByLocale<Words>(twins: Record<Locale, Words>) {
  const inLocale = wordsIn(twins);
  return { wordsIn: inLocale, useWords: (): Words => inLocale(useLocale()) };
}
