/**
 * The public sign-up form, read: a name, an email address or a US mobile number (at least one; decision 094), and
 * for the PC-building class the age confirmation. The number is kept in E.164.
 */
import { readEmailOrPhone } from "~/kits/forms/emailOrPhone";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { courseForTeens, type Course } from "./courses";

export type SignUpTyped = { name: string; email: string; phone: string; teen: boolean };
export type SignUpField = "name" | "email" | "phone" | "teen";
export type SignUpError = "name" | "nameCharacters" | "email" | "phone" | "emailOrPhone" | "teen";

export function readSignUp(
  typed: SignUpTyped,
  course: Course,
):
  | { ok: true; name: string; email: string | null; phone: string | null }
  | { ok: false; errors: Partial<Record<SignUpField, SignUpError>> } {
  const errors: Partial<Record<SignUpField, SignUpError>> = {};
  const name = typed.name.trim();
  if (name === "") errors.name = "name";
  else if (hasHiddenCharacters(name)) errors.name = "nameCharacters";
  const reach = readEmailOrPhone(typed);
  Object.assign(errors, reach.errors);
  if (courseForTeens(course) && !typed.teen) errors.teen = "teen";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, name, email: reach.email, phone: reach.phone };
}
