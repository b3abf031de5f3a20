/** The application's words in a language, for server code (sentences chosen in actions, emails). */
import * as en from "~/content/applicationWords";
import * as es from "~/content/es/applicationWords";
import type { ApplicationWords } from "~/applications/applicationWords";
import type { Locale } from "~/i18n/locale";

const words: Record<Locale, ApplicationWords> = { en, es };

export const applicationWordsIn = (locale: Locale): ApplicationWords => words[locale];
