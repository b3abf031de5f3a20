/** A campaign's words in a language (`content/en/campaigns.ts` and its Spanish twin). */
import * as en from "~/gifts/content/en/campaigns";
import * as es from "~/gifts/content/es/campaigns";
import * as supportersEn from "~/gifts/content/en/supporters";
import * as supportersEs from "~/gifts/content/es/supporters";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

const words = wordsByLocale<WordsOf<typeof en>>({ en, es });

export const campaignWordsIn = words.wordsIn;

export const useCampaignWords = words.useWords;

const supporterWords = wordsByLocale<WordsOf<typeof supportersEn>>({ en: supportersEn, es: supportersEs });

/** A supporter's page's words (`content/en/supporters.ts` and its Spanish twin; decision 125). */
export const supporterWordsIn = supporterWords.wordsIn;

export const useSupporterWords = supporterWords.useWords;
