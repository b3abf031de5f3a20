/**
 * An email made of paragraphs and links, as a text part and an HTML part in the reader's language. A link is shown
 * both as a link and as its address, since some mail readers hide one.
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { emailDocument, escapeHtml } from "./emailHtml.server";

export type ComposedEmail = { subject: string; text: string; html: string };

/** An address of this site in a language, made absolute. */
export const siteLink = (publicUrl: string, locale: Locale, path: string) =>
  new URL(pathInLocale(locale, path), publicUrl).toString();

export type EmailPart = { text: string } | { link: string; label: string };

export function composeEmail(locale: Locale, subject: string, parts: readonly EmailPart[]): ComposedEmail {
  const text = parts.map((part) => ("text" in part ? part.text : part.link)).join("\n\n");
  const html = emailDocument(
    locale,
    subject,
    parts
      .map((part) =>
        "text" in part
          ? `<p>${escapeHtml(part.text)}</p>`
          : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>\n<p style="word-break:break-all">${escapeHtml(part.link)}</p>`,
      )
      .join("\n"),
  );
  return { subject, text, html };
}
