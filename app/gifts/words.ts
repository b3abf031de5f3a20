/** A money donor's words in a language (`content/en/gifts.ts` and its Spanish twin). */
import * as en from "./content/en/gifts";
import * as es from "./content/es/gifts";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type GiftWords = WordsOf<typeof en>;

const words = wordsByLocale<GiftWords>({ en, es });

export const giftWordsIn = words.wordsIn;

export const useGiftWords = words.useWords;
