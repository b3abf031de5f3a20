/** The partner application's words in a language (`content/partnerApplicationWords` and its Spanish twin). */
import * as en from "~/partners/content/en/application";
import * as es from "~/partners/content/es/application";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type PartnerApplicationWords = WordsOf<typeof en>;

const words = wordsByLocale<PartnerApplicationWords>({ en, es });

export const partnerWordsIn = words.wordsIn;

export const usePartnerApplicationWords = words.useWords;
