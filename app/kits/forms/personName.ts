/**
 * What makes a typed name no name, for every form that asks for a person's name (the applicant's, the recommender's
 * they name, the donor's, a partner's contact's): nothing a reader can see (only zero-width characters, fillers and
 * spaces), or a control that reverses or isolates the direction of the text (U+202A-U+202E, U+2066-U+2069), which
 * makes the name read differently in the staff console, an email or a CSV than it was typed. Each form refuses such
 * a name with its own sentence (`nameCharacters`), in the page's language.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** Format characters (zero-width space, joiners, marks), separators, the combining grapheme joiner, Hangul fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u034F\u115F\u1160\u3164\uFFA0]/gu;

export function hasHiddenCharacters(name: string): boolean {
  return DIRECTION_CONTROLS.test(name) || name.replace(INVISIBLE, "") === "";
}
