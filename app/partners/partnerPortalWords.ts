/** The partner portal's words in a language (`content/partnerPortalWords` and its Spanish twin). */
import * as en from "~/partners/content/en/portal";
import * as es from "~/partners/content/es/portal";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type PartnerPortalWords = WordsOf<typeof en>;

const words = wordsByLocale<PartnerPortalWords>({ en, es });

export const partnerPortalWordsIn = words.wordsIn;

export const usePartnerPortalWords = words.useWords;
