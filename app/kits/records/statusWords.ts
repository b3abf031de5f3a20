/** An applicant's status in words, in a language (`content/en/status.ts` and its Spanish twin). */
import { wordsIn, type WordsOf } from "~/i18n/wordsIn";
import * as en from "./content/en/status";
import * as es from "./content/es/status";

export type StatusWords = WordsOf<typeof en>;

export const statusWordsIn = wordsIn<StatusWords>({ en: en as unknown as StatusWords, es });
