/**
 * The emails of a partner application, in the language the organisation applied in: received (with the cycle it
 * joins), approved, declined (with staff's sentence). Names typed by people are one line of plain text, escaped in
 * the HTML part. The approval says where the partner portal signs in (`/partners`, or `/es/partners`, on the site's
 * public address).
 */
import type { Locale } from "~/i18n/locale";
import { formatEin } from "~/partners/partnerApplicationForm";
import { partnerWordsIn } from "~/partners/partnerApplicationWords";
import { emailDocument, escapeHtml } from "~/mail/emailHtml.server";
import { singleLine } from "~/mail/emailText.server";

export type ComposedEmail = { subject: string; text: string; html: string };

export function compose(locale: Locale, subject: string, paragraphs: readonly string[]): ComposedEmail {
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: emailDocument(locale, subject, paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")),
  };
}

export function partnerReceivedEmail(
  locale: Locale,
  facts: { contactName: string; organization: string; ein: string; cycle: string },
): ComposedEmail {
  const words = partnerWordsIn(locale).emails.received;
  return compose(locale, words.subject, [
    words.greeting(singleLine(facts.contactName)),
    words.body(singleLine(facts.organization), facts.cycle),
    words.ein(formatEin(facts.ein)),
    words.next,
    words.thanks,
  ]);
}

export function partnerApprovedEmail(
  locale: Locale,
  facts: { contactName: string; organization: string; cycle: string; portalLink: string },
): ComposedEmail {
  const words = partnerWordsIn(locale).emails.approved;
  return compose(locale, words.subject, [
    words.greeting(singleLine(facts.contactName)),
    words.body(singleLine(facts.organization), facts.cycle),
    words.portal(facts.portalLink),
    words.caseworkers,
    words.thanks,
  ]);
}

export function partnerDeclinedEmail(
  locale: Locale,
  facts: { contactName: string; organization: string; reason: string },
): ComposedEmail {
  const words = partnerWordsIn(locale).emails.declined;
  return compose(locale, words.subject, [
    words.greeting(singleLine(facts.contactName)),
    words.body(singleLine(facts.organization)),
    words.reason(singleLine(facts.reason)),
    words.again,
  ]);
}
