/** The places kit's words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "~/kits/places/content/en/words";
import * as es from "~/kits/places/content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

const words = wordsByLocale<WordsOf<typeof en>>({ en, es });

export const placeWordsIn = words.wordsIn;

export const usePlaceWords = words.useWords;
