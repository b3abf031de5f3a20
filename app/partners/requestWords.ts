/** A partner's device requests' words in a language (`content/en/requests.ts` and its Spanish twin). */
import * as en from "~/partners/content/en/requests";
import * as es from "~/partners/content/es/requests";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type RequestWords = WordsOf<typeof en>;

const words = wordsByLocale<RequestWords>({ en, es });

export const requestWordsIn = words.wordsIn;

export const useRequestWords = words.useWords;
