/**
 * The sign-in form's one field. Control characters (a CR/LF header injection, a NUL) and several addresses are
 * refused outright rather than cleaned, so what is looked up is exactly what was typed.
 */
import { z } from "zod";
import { portalMessages } from "~/portal/portalMessages";

export const signInEmail = z
  .string({ invalid_type_error: portalMessages.invalidEmail, required_error: portalMessages.invalidEmail })
  .max(254, portalMessages.invalidEmail)
  .refine((value) => !/[\u0000-\u001f\u007f,;<>]/.test(value), portalMessages.invalidEmail)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, portalMessages.invalidEmail).email(portalMessages.invalidEmail));
