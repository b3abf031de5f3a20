/** A Shield subscriber's words in a language (`content/en/account.ts` and its Spanish twin). */
import * as en from "./content/en/account";
import * as es from "./content/es/account";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type ShieldWords = WordsOf<typeof en>;

const words = wordsByLocale<ShieldWords>({ en, es });

export const shieldWordsIn = words.wordsIn;

export const useShieldWords = words.useWords;
