/** The volunteer shifts' public words in a language (`content/en/words.ts` and its Spanish twin), and the waiver's. */
import * as en from "~/volunteering/content/en/words";
import * as es from "~/volunteering/content/es/words";
import { waiver as waiverEn } from "~/volunteering/content/en/waiver";
import { waiver as waiverEs } from "~/volunteering/content/es/waiver";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";
import { intlLocales, type Locale } from "~/i18n/locale";

export type VolunteerWords = WordsOf<typeof en>;

const words = wordsByLocale<VolunteerWords>({ en, es });

export const volunteerWordsIn = words.wordsIn;
export const useVolunteerWords = words.useWords;

/** The waiver's text in a language; both languages carry the same version. */
export const waiverIn = (locale: Locale) => (locale === "es" ? waiverEs : waiverEn);

/** A shift's day with its weekday, in the language: 'Tuesday, March 2, 2027'. */
export const shiftDayIn = (locale: Locale, date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" });
