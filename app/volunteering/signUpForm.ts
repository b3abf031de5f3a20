/**
 * The public sign-up for a shift, read: a name, an email address or a US mobile number (at least one, as for
 * classes), the person's age (the shift's minimum age holds), and the waiver's signature when the person has not
 * signed this year's (`waiver.ts`). The number is kept in E.164.
 */
import { readEmailOrPhone } from "~/kits/forms/emailOrPhone";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { readSignature, type Signature, type WaiverError } from "./waiver";

export type SignUpTyped = {
  name: string;
  email: string;
  phone: string;
  age: string;
  signature: string;
  guardian: string;
};
export type SignUpField = keyof SignUpTyped;
export type SignUpError =
  "name" | "nameCharacters" | "email" | "phone" | "emailOrPhone" | "age" | "tooYoung" | WaiverError;

export type SignUpRead = { name: string; email: string | null; phone: string | null; age: number };

/** The person, or each field's error; the waiver is read apart, once the store says whether it is needed. */
export function readSignUp(
  typed: SignUpTyped,
  minimumAge: number,
): { ok: true; person: SignUpRead } | { ok: false; errors: Partial<Record<SignUpField, SignUpError>> } {
  const errors: Partial<Record<SignUpField, SignUpError>> = {};
  const name = typed.name.trim().replace(/\s+/g, " ");
  if (name === "") errors.name = "name";
  else if (hasHiddenCharacters(name)) errors.name = "nameCharacters";
  const reach = readEmailOrPhone(typed);
  Object.assign(errors, reach.errors);
  const age = /^\d{1,3}$/.test(typed.age.trim()) ? Number(typed.age.trim()) : null;
  if (age === null || age < 1 || age > 120) errors.age = "age";
  else if (age < minimumAge) errors.age = "tooYoung";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, person: { name, email: reach.email, phone: reach.phone, age: age! } };
}

/** The waiver's signature for this person, or the field's error. */
export function readWaiver(
  person: SignUpRead,
  typed: SignUpTyped,
): { ok: true; signature: Signature } | { ok: false; errors: Partial<Record<SignUpField, SignUpError>> } {
  const read = readSignature(person.name, person.age, typed);
  return read.ok ? read : { ok: false, errors: { [read.field]: read.error } };
}
