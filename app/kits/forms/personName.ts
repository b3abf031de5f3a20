/**
 * What makes a typed name no name, for every form that asks for a person's name (the applicant's, the recommender's
 * they name, the donor's, a partner's contact's): nothing a reader can see (only zero-width characters, fillers and
 * spaces), a control character (a pasted NUL), or a control that turns or isolates the direction of the text (the
 * forms' one rule, `typedCharacters.ts`), which makes the name read differently in the staff console, an email or
 * a CSV than it was typed. Each form refuses such a name with its own sentence (`nameCharacters`), in the page's
 * language.
 */
import { characterProblem } from "./typedCharacters";

/** Format characters (zero-width space, joiners, marks), separators, the combining grapheme joiner, Hangul fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u034F\u115F\u1160\u3164\uFFA0]/gu;

export function hasHiddenCharacters(name: string): boolean {
  return characterProblem(name, { quoted: true }) !== null || name.replace(INVISIBLE, "") === "";
}
