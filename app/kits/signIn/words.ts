/** The sign-in kit's words in a language (`content/en/words.ts` and its Spanish twin), for server code. */
import type { Localized } from "~/i18n";
import { wordsIn } from "~/i18n/wordsIn";
import * as en from "./content/en/words";
import * as es from "./content/es/words";

export type SignInWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

export const signInWordsIn = wordsIn<SignInWords>({ en, es });
