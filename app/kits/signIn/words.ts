/** The sign-in kit's words in a language (`content/en/words.ts` and its Spanish twin), for server code. */
import type { Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import * as en from "./content/en/words";
import * as es from "./content/es/words";

export type SignInWords = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

const words: Record<Locale, SignInWords> = { en, es };

export const signInWordsIn = (locale: Locale): SignInWords => words[locale];
