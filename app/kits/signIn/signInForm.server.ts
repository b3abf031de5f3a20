/**
 * The sign-in form, the same for donors (/auth) and staff (/staff/sign-in): its one field, and what a post of it
 * gives. Control characters (a CR/LF header injection, a NUL) and several addresses are refused outright rather
 * than cleaned, so what is looked up is exactly what was typed.
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { localeFromPath } from "~/i18n/locale";
import { messages as portalMessages } from "~/kits/signIn/content/en/words";
import { signInWordsIn } from "~/kits/signIn/words";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";

export const signInEmail = z
  .string({ invalid_type_error: portalMessages.invalidEmail, required_error: portalMessages.invalidEmail })
  .max(254, portalMessages.invalidEmail)
  .refine((value) => !/[\u0000-\u001f\u007f,;<>]/.test(value), portalMessages.invalidEmail)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, portalMessages.invalidEmail).email(portalMessages.invalidEmail));

/** What the page answers instead of sending a link: 'sent' (to a bot), or a sentence with what was typed. */
export type SignInRefusal = { answer: { sent: true } | { error: string; email: string }; status: number };

/**
 * The address a posted sign-in form asks a link for, and the client it came from; or the page's answer when no
 * link is to be sent. A bot that filled the honeypot is told the same as everyone. An error hands back what was
 * typed, so nothing the person gave is lost on a page without JavaScript; its sentence is in the language of the
 * form's address.
 */
export async function readSignInPost(
  request: Request,
  context: AppLoadContext,
): Promise<{ email: string; clientAddress: string } | SignInRefusal> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok && guarded.spam) return { answer: { sent: true }, status: 200 };
  // A stale form (another session's token) still hands back the address typed into it.
  const typed = guarded.form ? (singleText(guarded.form, "email") ?? "").slice(0, 254) : "";
  if (!guarded.ok) return { answer: { error: guarded.message, email: typed }, status: guarded.status };
  const email = signInEmail.safeParse(singleText(guarded.form, "email"));
  const { invalidEmail } = signInWordsIn(localeFromPath(new URL(request.url).pathname)).messages;
  if (!email.success) return { answer: { error: invalidEmail, email: typed }, status: 400 };
  const clientAddress = context.clientAddress;
  return { email: email.data, clientAddress };
}
