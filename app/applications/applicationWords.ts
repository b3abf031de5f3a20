/** The application's words in the page's language (`content/applicationWords` and its Spanish twin). */
import * as en from "~/content/applicationWords";
import * as es from "~/content/es/applicationWords";
import { useLocale, type Localized } from "~/i18n";

export type ApplicationWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<"en" | "es", ApplicationWords> = { en, es };

export function useApplicationWords(): ApplicationWords {
  return words[useLocale()];
}
