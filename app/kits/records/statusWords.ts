/** An applicant's status in words, in a language (`content/en/status.ts` and its Spanish twin). */
import type { Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import * as en from "./content/en/status";
import * as es from "./content/es/status";

export type StatusWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, StatusWords> = { en: en as unknown as StatusWords, es };

export const statusWordsIn = (locale: Locale): StatusWords => words[locale];
