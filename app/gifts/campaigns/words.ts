/** A campaign's words in a language (`content/en/campaigns.ts` and its Spanish twin). */
import * as en from "~/gifts/content/en/campaigns";
import * as es from "~/gifts/content/es/campaigns";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

const words = wordsByLocale<WordsOf<typeof en>>({ en, es });

export const campaignWordsIn = words.wordsIn;

export const useCampaignWords = words.useWords;
