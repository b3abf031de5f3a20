/** The giving pages' words in the page's language (`content/donationWords` and its Spanish twin). */
import * as en from "~/donations/content/en/words";
import * as es from "~/donations/content/es/words";
import { dropOffOffices as officesEn } from "~/donations/content/en/offices";
import { dropOffOffices as officesEs } from "~/donations/content/es/offices";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";
import { intlLocales, type Locale } from "~/i18n/locale";
import type { Window } from "./answers";

export type DonationWords = WordsOf<typeof en>;

const words = wordsByLocale<DonationWords>({ en, es });
const offices = wordsByLocale({ en: officesEn, es: officesEs });

export const donationWordsIn = words.wordsIn;
export const officesIn = offices.wordsIn;

export const useDonationWords = words.useWords;

export const useOffices = offices.useWords;

/** A pickup day with its weekday, in the language: 'Monday, December 7, 2026'. */
export const pickupDayIn = (locale: Locale, date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" });

/** A window's words inside a sentence ('in the morning (9 a.m. to noon)'): the form's label, lower-cased. */
export function windowInSentence(locale: Locale, window: Window): string {
  const label = donationWordsIn(locale).delivery.windows[window];
  return label.charAt(0).toLocaleLowerCase(intlLocales[locale]) + label.slice(1);
}
