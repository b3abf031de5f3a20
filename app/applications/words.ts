/** The application's words in the page's language (`content/applicationWords` and its Spanish twin). */
import * as en from "~/applications/content/en/words";
import * as es from "~/applications/content/es/words";
import { useLocale, type Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";

export type ApplicationWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, ApplicationWords> = { en, es };

/** The words in a language, for server code (sentences chosen in actions, emails). */
export const applicationWordsIn = (locale: Locale): ApplicationWords => words[locale];

export function useApplicationWords(): ApplicationWords {
  return words[useLocale()];
}
