/** The impact figures' words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "./content/en/words";
import * as es from "./content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type FigureWords = WordsOf<typeof en>;

const words = wordsByLocale<FigureWords>({ en, es });

export const figureWordsIn = words.wordsIn;

export const useFigureWords = words.useWords;
