/** The giving pages' words in the page's language (`content/donationWords` and its Spanish twin). */
import * as en from "~/content/donationWords";
import * as es from "~/content/es/donationWords";
import { dropOffOffices as officesEn } from "~/content/dropOffOffices";
import { dropOffOffices as officesEs } from "~/content/es/dropOffOffices";
import { useLocale, type Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";

export type DonationWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, DonationWords> = { en, es };
const offices = { en: officesEn, es: officesEs };

export const donationWordsIn = (locale: Locale): DonationWords => words[locale];
export const officesIn = (locale: Locale) => offices[locale];

export function useDonationWords(): DonationWords {
  return words[useLocale()];
}

export function useOffices() {
  return offices[useLocale()];
}
