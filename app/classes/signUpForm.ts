/** The public sign-up form, read: a name, an email address, and for the PC-building class the age confirmation. */
import { z } from "zod";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { courseForTeens, type Course } from "./courses";

export type SignUpTyped = { name: string; email: string; teen: boolean };
export type SignUpError = "name" | "nameCharacters" | "email" | "teen";

const email = z.string().email().max(254);

export function readSignUp(
  typed: SignUpTyped,
  course: Course,
):
  | { ok: true; name: string; email: string }
  | { ok: false; errors: Partial<Record<"name" | "email" | "teen", SignUpError>> } {
  const errors: Partial<Record<"name" | "email" | "teen", SignUpError>> = {};
  const name = typed.name.trim();
  if (name === "") errors.name = "name";
  else if (hasHiddenCharacters(name)) errors.name = "nameCharacters";
  if (!email.safeParse(typed.email.trim()).success) errors.email = "email";
  if (courseForTeens(course) && !typed.teen) errors.teen = "teen";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, name, email: typed.email.trim() };
}
