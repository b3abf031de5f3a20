/** The partner application's words in a language (`content/partnerApplicationWords` and its Spanish twin). */
import * as en from "~/partners/content/en/application";
import * as es from "~/partners/content/es/application";
import { useLocale, type Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";

export type PartnerApplicationWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, PartnerApplicationWords> = { en, es };

export const partnerWordsIn = (locale: Locale): PartnerApplicationWords => words[locale];

export function usePartnerApplicationWords(): PartnerApplicationWords {
  return words[useLocale()];
}
