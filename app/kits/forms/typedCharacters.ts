/**
 * The one rule for the characters a typed text may hold, in every form: no C0 control character (a pasted NUL, an
 * escape; a tab and line breaks only in text of several lines, where a browser sends them), and in a name or a
 * sentence that is quoted back (a class title, a cancellation's reason) none of the controls that turn or isolate
 * the direction of text (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), which make the words read otherwise
 * in the staff console, an email or a CSV than they were typed. A form refuses such a text with its own sentence
 * beside the field; `withoutRefusedCharacters` is what it hands back, so the rest of what was typed is kept.
 */
export type TextKind = {
  /** Text of several lines (a textarea): tabs and line breaks are part of it. */
  lines?: boolean;
  /** A name or a sentence quoted back to others: direction controls are refused too. */
  quoted?: boolean;
};

const C0_CONTROLS = /[\u0000-\u001f\u007f]/gu;
const C0_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/gu;
export const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export type CharacterProblem = "controls" | "direction";

/** What in a typed text the rule refuses, or null when nothing. */
export function characterProblem(value: string, kind: TextKind = {}): CharacterProblem | null {
  if (new RegExp(kind.lines ? C0_BUT_LINES : C0_CONTROLS).test(value)) return "controls";
  if (kind.quoted && new RegExp(DIRECTION_CONTROLS).test(value)) return "direction";
  return null;
}

/** The text as typed less what the rule refuses: what a refused form shows again in the field. */
export function withoutRefusedCharacters(value: string, kind: TextKind = {}): string {
  const kept = value.replace(kind.lines ? C0_BUT_LINES : C0_CONTROLS, "");
  return kind.quoted ? kept.replace(DIRECTION_CONTROLS, "") : kept;
}
