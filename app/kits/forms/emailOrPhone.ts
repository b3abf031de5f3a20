/**
 * An email address, a US mobile number, or both, as a sign-up asks for one way to reach a person (a class's seat, a
 * volunteer shift's place; decision 094): each as given (the number in E.164), or the key of what is wrong.
 */
import { z } from "zod";
import { usMobileE164 } from "~/sms/phoneNumber";

const emailRule = z.string().email().max(254);

export type EmailOrPhoneErrors = { email?: "email" | "emailOrPhone"; phone?: "phone" };

export function readEmailOrPhone(typed: { email: string; phone: string }): {
  email: string | null;
  phone: string | null;
  errors: EmailOrPhoneErrors;
} {
  const errors: EmailOrPhoneErrors = {};
  const email = typed.email.trim();
  const typedPhone = typed.phone.trim();
  const phone = typedPhone === "" ? null : usMobileE164(typedPhone);
  if (email === "" && typedPhone === "") errors.email = "emailOrPhone";
  else if (email !== "" && !emailRule.safeParse(email).success) errors.email = "email";
  if (typedPhone !== "" && !phone) errors.phone = "phone";
  return { email: email === "" ? null : email, phone, errors };
}
