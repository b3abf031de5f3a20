/** A partner's device requests' words in a language (`content/en/requests.ts` and its Spanish twin). */
import * as en from "~/partners/content/en/requests";
import * as es from "~/partners/content/es/requests";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";
import { localeFromPath } from "~/i18n/locale";
import { partnerMeta } from "./partnerPage";

export type RequestWords = WordsOf<typeof en>;

const words = wordsByLocale<RequestWords>({ en, es });

export const requestWordsIn = words.wordsIn;

export const useRequestWords = words.useWords;

/** A device request page's head: its title in the page's language, framed as every partner page's is. */
export function requestMeta(pick: (words: RequestWords) => string) {
  return (args: { location: { pathname: string } }) =>
    partnerMeta(() => pick(requestWordsIn(localeFromPath(args.location.pathname))))(args);
}
