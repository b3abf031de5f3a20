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

/** A sign-in email's words: the subject, the greeting, what the link does, the link's own words, and "ignore". */
export type SignInEmailWords = { subject: string; greeting: string; useLink: string; open: string; ignore: string };

/**
 * A sign-in email, whichever realm it opens (the portal, the staff console, the partner portal, a Shield account):
 * the greeting, what the link does, the link (shown whole too, for a mail reader that hides links), and what to do
 * if you did not ask.
 */
export function signInEmail(link: string, locale: Locale, words: SignInEmailWords): LoginEmail {
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

/** A realm's page that redeems a sign-in link (`/staff/continue`, …), with the link's token. */
export function continueLink(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set("jwt", token);
  return url.toString();
}

export function loginLink(publicUrl: string, recordId: string, token: string, locale: Locale = "en"): string {
  const url = new URL(pathInLocale(locale, "/portal"), publicUrl);
  url.searchParams.set("recordId", recordId);
  url.searchParams.set("jwt", token);
  return url.toString();
}

export function composeLoginEmail(link: string, name: string | null, locale: Locale = "en"): LoginEmail {
  const words = signInWordsIn(locale).signInEmail;
  return signInEmail(link, locale, { ...words, greeting: words.greeting(singleLine(name)) });
}

export function staffLoginLink(publicUrl: string, token: string): string {
  return continueLink(publicUrl, "/staff/continue", token);
}

/** The staff console is in English only. */
export function composeStaffLoginEmail(link: string): LoginEmail {
  return signInEmail(link, "en", {
    subject: "Your sign-in link to the staff console",
    greeting: "Hello,",
    useLink: "Use this link to open the staff console. It works once and expires in 15 minutes:",
    open: "Open the staff console",
    ignore: "If you did not ask to sign in, you can ignore this email.",
  });
}

export function partnerLoginLink(publicUrl: string, token: string, locale: Locale): string {
  return continueLink(publicUrl, pathInLocale(locale, "/partners/continue"), token);
}

export function composePartnerLoginEmail(link: string, locale: Locale): LoginEmail {
  return signInEmail(link, locale, signInWordsIn(locale).partnerSignInEmail);
}
