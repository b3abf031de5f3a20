/**
 * The donor's email once a donation is sent, in the language they gave it in: the reference, what happens next
 * (for a pickup or a drop-off) and the link to the portal. Names typed by people are one line of plain text,
 * escaped in the HTML part.
 */
import { donationWordsIn } from "~/donations/words";
import type { Method } from "~/donations/answers";
import type { Locale } from "~/i18n/locale";
import { siteLink, type ComposedEmail } from "~/mail/composeEmail.server";
import { emailDocument, escapeHtml } from "~/mail/emailHtml.server";
import { singleLine } from "~/mail/emailText.server";

export function donationSentEmail(
  publicUrl: string,
  locale: Locale,
  facts: { name: string; reference: string; method: Method },
): ComposedEmail {
  const words = donationWordsIn(locale);
  const mail = words.emails.sent;
  const link = siteLink(publicUrl, locale, "/auth");
  const paragraphs = [
    mail.greeting(singleLine(facts.name)),
    mail.body(facts.reference),
    facts.method === "pickup" ? mail.pickupNext : mail.dropOffNext,
    mail.track,
  ];
  const subject = mail.subject(facts.reference);
  const text = [...paragraphs, link, mail.thanks].join("\n\n");
  const html = emailDocument(
    locale,
    subject,
    [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.sent.signIn)}</a></p>`,
      `<p style="word-break:break-all">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(mail.thanks)}</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}
