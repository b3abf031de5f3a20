/** The inbox's and newsletter's public words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "~/outreach/content/en/words";
import * as es from "~/outreach/content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type OutreachWords = WordsOf<typeof en>;

const words = wordsByLocale<OutreachWords>({ en, es });

export const outreachWordsIn = words.wordsIn;

export const useOutreachWords = words.useWords;
