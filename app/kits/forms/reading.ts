/**
 * Reading a typed form, whichever form it is: what was typed, a reader's outcome, and the readers of the texts
 * every form asks for. A reader gives the answers or, for each field that cannot be used, the key of the sentence
 * that says why (the form's words word it in the page's language).
 */

import { characterProblem } from "./typedCharacters";

/** A form as typed: each field's text (a missing or repeated field is empty). */
export type Typed = Record<string, string>;

/** A reader's outcome: the answers, or each unusable field's sentence key. */
export type StepReading<T, Key extends string = string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<string, Key>> };

/** Control characters (a pasted NUL, a CR/LF) make no line of text; they are refused, not cleaned (typedCharacters.ts). */
export const hasControl = (value: string) => characterProblem(value) === "controls";

/** One line of text, its spaces folded, at most `max` characters; null when empty, too long or with controls. */
export function plainText(value: string | undefined, max: number): string | null {
  const trimmed = (value ?? "").trim().replace(/\s+/g, " ");
  return trimmed && trimmed.length <= max && !hasControl(value ?? "") ? trimmed : null;
}

/** An address a mail server will take: one @, a dot in the domain, none of the characters that split a list. */
export function readEmail(value: string | undefined): string | null {
  const trimmed = (value ?? "").trim();
  if (trimmed.length > 254 || hasControl(trimmed) || /[\s,;<>"()[\]\\]/.test(trimmed)) return null;
  return /^[^@]+@[^@]+\.[^@.]+$/.test(trimmed) ? trimmed : null;
}
