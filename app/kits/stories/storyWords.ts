/** The stories' words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "./content/en/words";
import * as es from "./content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

const words = wordsByLocale<WordsOf<typeof en>>({ en, es });

export const storyWordsIn = (locale: Parameters<typeof words.wordsIn>[0]) => words.wordsIn(locale).storyWords;
export const useStoryWords = () => words.useWords().storyWords;
