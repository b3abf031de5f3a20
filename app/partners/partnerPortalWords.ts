/** The partner portal's words in a language (`content/partnerPortalWords` and its Spanish twin). */
import * as en from "~/partners/content/en/portal";
import * as es from "~/partners/content/es/portal";
import { useLocale, type Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";

export type PartnerPortalWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, PartnerPortalWords> = { en, es };

export const partnerPortalWordsIn = (locale: Locale): PartnerPortalWords => words[locale];

export function usePartnerPortalWords(): PartnerPortalWords {
  return words[useLocale()];
}
