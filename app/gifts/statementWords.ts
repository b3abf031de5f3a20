/** The statement's and the tribute notice's words in a language (`content/en/statementWords.ts` and its Spanish twin). */
import * as en from "~/gifts/content/en/statementWords";
import * as es from "~/gifts/content/es/statementWords";
import { wordsIn, type WordsOf } from "~/i18n/wordsIn";

export type StatementWords = WordsOf<typeof en>;

export const statementWordsIn = wordsIn<StatementWords>({ en, es });
