/**
 * The public sign-up form, read: a name, an email address or a US mobile number (at least one; decision 094), and
 * for the PC-building class the age confirmation. The number is kept in E.164.
 */
import { z } from "zod";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { usMobileE164 } from "~/sms/phoneNumber";
import { courseForTeens, type Course } from "./courses";

export type SignUpTyped = { name: string; email: string; phone: string; teen: boolean };
export type SignUpField = "name" | "email" | "phone" | "teen";
export type SignUpError = "name" | "nameCharacters" | "email" | "phone" | "emailOrPhone" | "teen";

const email = z.string().email().max(254);

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
  const typedEmail = typed.email.trim();
  const typedPhone = typed.phone.trim();
  const phone = typedPhone === "" ? null : usMobileE164(typedPhone);
  if (typedEmail === "" && typedPhone === "") errors.email = "emailOrPhone";
  else if (typedEmail !== "" && !email.safeParse(typedEmail).success) errors.email = "email";
  if (typedPhone !== "" && !phone) errors.phone = "phone";
  if (courseForTeens(course) && !typed.teen) errors.teen = "teen";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, name, email: typedEmail === "" ? null : typedEmail, phone };
}
