/** The after-delivery words in a language (`content/en/help.ts` and its Spanish twin, issue 50 §2). */
import * as en from "~/applications/content/en/help";
import * as es from "~/applications/content/es/help";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

const words = wordsByLocale<WordsOf<typeof en>>({ en, es });

export const helpWordsIn = words.wordsIn;
export const useHelpWords = words.useWords;
