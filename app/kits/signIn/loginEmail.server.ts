/**
 * The sign-in emails, in text and HTML: the portal's holds `PUBLIC_URL/portal?recordId=…&jwt=…` (`/es/portal…` for
 * a sign-in asked for in Spanish, in Spanish words), the staff console's `PUBLIC_URL/staff/continue?jwt=…`, the
 * partner portal's `PUBLIC_URL/partners/continue?jwt=…` (`/es/partners/continue…` in Spanish).
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { signInWordsIn } from "~/kits/signIn/words";
import { emailDocument, escapeHtml } from "~/mail/emailHtml.server";
import { singleLine } from "~/mail/emailText.server";

export type LoginEmail = { subject: string; text: string; html: string };

export function loginLink(publicUrl: string, recordId: string, token: string, locale: Locale = "en"): string {
  const url = new URL(pathInLocale(locale, "/portal"), publicUrl);
  url.searchParams.set("recordId", recordId);
  url.searchParams.set("jwt", token);
  return url.toString();
}

export function composeLoginEmail(link: string, name: string | null, locale: Locale = "en"): LoginEmail {
  const words = signInWordsIn(locale).signInEmail;
  const greeting = words.greeting(singleLine(name));
  const text = [greeting, "", words.useLink, link, "", words.ignore].join("\n");
  const html = emailDocument(
    locale,
    words.subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.useLink)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(words.ignore)}</p>`,
  );
  return { subject: words.subject, text, html };
}

export function staffLoginLink(publicUrl: string, token: string): string {
  const url = new URL("/staff/continue", publicUrl);
  url.searchParams.set("jwt", token);
  return url.toString();
}

export function composeStaffLoginEmail(link: string): LoginEmail {
  const text = [
    "Hello,",
    "",
    "Use this link to open the staff console. It works once and expires in 15 minutes:",
    link,
    "",
    "If you did not ask to sign in, you can ignore this email.",
  ].join("\n");
  const subject = "Your sign-in link to the staff console";
  // The staff console is in English only.
  const html = emailDocument(
    "en",
    subject,
    `<p>Hello,</p>
<p>Use this link to open the staff console. It works once and expires in 15 minutes:</p>
<p><a href="${escapeHtml(link)}">Open the staff console</a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>If you did not ask to sign in, you can ignore this email.</p>`,
  );
  return { subject, text, html };
}

export function partnerLoginLink(publicUrl: string, token: string, locale: Locale): string {
  const url = new URL(pathInLocale(locale, "/partners/continue"), publicUrl);
  url.searchParams.set("jwt", token);
  return url.toString();
}

export function composePartnerLoginEmail(link: string, locale: Locale): LoginEmail {
  const words = signInWordsIn(locale).partnerSignInEmail;
  const text = [words.greeting, "", words.useLink, link, "", words.ignore].join("\n");
  const html = emailDocument(
    locale,
    words.subject,
    `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.useLink)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(words.ignore)}</p>`,
  );
  return { subject: words.subject, text, html };
}
