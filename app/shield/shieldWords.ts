/** A Shield subscriber's words in a language (`content/en/account.ts` and its Spanish twin). */
import * as en from "./content/en/account";
import * as es from "./content/es/account";
import { useLocale, type Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";

export type ShieldWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, ShieldWords> = { en, es };

export const shieldWordsIn = (locale: Locale): ShieldWords => words[locale];

export function useShieldWords(): ShieldWords {
  return words[useLocale()];
}
