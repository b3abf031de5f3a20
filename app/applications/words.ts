/** The application's words in the page's language (`content/applicationWords` and its Spanish twin). */
import * as en from "~/applications/content/en/words";
import * as es from "~/applications/content/es/words";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type ApplicationWords = WordsOf<typeof en>;

const words = wordsByLocale<ApplicationWords>({ en, es });

/** The words in a language, for server code (sentences chosen in actions, emails). */
export const applicationWordsIn = words.wordsIn;

export const useApplicationWords = words.useWords;
