/**
 * The page that signs in with a texted code (`/auth/code`, `/es/auth/code`; issue 38): its GET shows the number's
 * form; its posts either ask for a code (`intent=send`, also from /auth's second form) and show the code's form, or
 * check a code (`intent=check`) and open the tracker. Both are posts, so a number never sits in an address; what was
 * typed comes back with any error; every refusal is a 4xx with a sentence.
 */
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { signInMailLimit, signInWindowMinutes } from "~/kits/signIn/signInMailLimit";
import { signInWordsIn } from "~/kits/signIn/words";
import { maskPhone, usMobileE164 } from "~/sms/phoneNumber";
import { personalHeaders, startSession } from "./portalSession.server";
import { checkSignInCode, requestSignInCode, WRONG_TRIES_WINDOW_MS } from "./signInCode.server";

export type CodePageView = {
  csrfToken: string;
  honeypotProps: Awaited<ReturnType<typeof formProtection>>["honeypotProps"];
  /** The number's form (with what was typed), or the code's form for a number. */
  stage: { kind: "phone"; typed: string } | { kind: "code"; phone: string; sentTo: string | null };
  error: string | null;
  limits: { count: number; minutes: number };
};

async function view(request: Request, stage: CodePageView["stage"], error: string | null, status = 200) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const headers = personalHeaders(csrfCookie ? { "Set-Cookie": csrfCookie } : {});
  const limits = { count: signInMailLimit.mailsPerEmail, minutes: signInWindowMinutes };
  return data<CodePageView>({ csrfToken, honeypotProps, stage, error, limits }, { status, headers });
}

export const codePageLoader = (request: Request) => view(request, { kind: "phone", typed: "" }, null);

export async function codePageAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = signInWordsIn(locale).textSignIn;
  const guarded = await readGuardedForm(request);
  const form = guarded.form;
  const typedPhone = (form ? (singleText(form, "phone") ?? "") : "").slice(0, 25);
  const phone = usMobileE164(typedPhone);
  // A bot that filled the honeypot is shown the code's form as anyone is; nothing is sent.
  if (!guarded.ok && guarded.spam)
    return view(request, { kind: "code", phone: phone ?? "", sentTo: phone ? maskPhone(phone) : null }, null);
  if (!guarded.ok) return view(request, { kind: "phone", typed: typedPhone }, guarded.message, guarded.status);
  if (!phone) return view(request, { kind: "phone", typed: typedPhone }, words.invalidPhone, 400);
  const client = context.clientAddress as string;
  if (singleText(guarded.form, "intent") === "send") {
    await requestSignInCode(phone, client, locale);
    return view(request, { kind: "code", phone, sentTo: maskPhone(phone) }, null);
  }
  const code = (singleText(guarded.form, "code") ?? "").replace(/\s/g, "");
  const again = { kind: "code", phone, sentTo: null } as const;
  if (!/^\d{6}$/.test(code)) return view(request, again, words.invalidCode, 400);
  const checked = await checkSignInCode(phone, code, client);
  if (!checked.ok)
    return view(request, again, checked.locked ? words.locked(WRONG_TRIES_WINDOW_MS / 60_000) : words.wrongCode, 400);
  // The session's key is the number: the key the person's language and records are found by when they have no email.
  const cookie = await startSession(request, checked.championId, phone);
  return redirect(pathInLocale(locale, "/portal"), { headers: personalHeaders({ "Set-Cookie": cookie }) });
}
