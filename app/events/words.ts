/** The festival's public words in a language (`content/en/words.ts` and its Spanish twin). */
import * as en from "~/events/content/en/words";
import * as es from "~/events/content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type EventWords = WordsOf<typeof en>;

const words = wordsByLocale<EventWords>({ en, es });

export const eventWordsIn = words.wordsIn;

export const useEventWords = words.useWords;
