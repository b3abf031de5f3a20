/** The companies' leaderboard's words in the page's language (`content/en/leaderboard.ts` and its Spanish twin). */
import * as en from "~/donations/content/en/leaderboard";
import * as es from "~/donations/content/es/leaderboard";
import { wordsByLocale } from "~/i18n/wordsByLocale";
import type { WordsOf } from "~/i18n/wordsIn";

export type LeaderboardWords = WordsOf<typeof en>;

const words = wordsByLocale<LeaderboardWords>({ en, es });

export const leaderboardWordsIn = words.wordsIn;

export const useLeaderboardWords = words.useWords;
