/**
 * The donor's email once a donation is sent, in the language they gave it in: the reference, what happens next
 * (for a pickup or a drop-off) and one link. Given while signed out, the link confirms that the donation is the
 * address's (decision 085) and opens its page; given by the signed-in owner, it is the donation's page in the
 * portal. Either way the drop-off pass opens from there, in any browser. Names typed by people are one line of
 * plain text, escaped in the HTML part.
 */
import { donationWordsIn } from "~/donations/words";
import type { Method } from "~/donations/answers";
import type { Locale } from "~/i18n/locale";
import { donationPathIn } from "~/config/personalAreas";
import { composeEmail, siteLink, type ComposedEmail, type EmailPart } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { CONFIRMATION_VALID_MS } from "./donationConfirmation.server";

export const confirmPath = (token: string) => `/donate/confirm/${token}`;

export function donationSentEmail(
  publicUrl: string,
  locale: Locale,
  facts: { name: string; reference: string; method: Method; donorRecordId: string; confirmToken: string | null },
): ComposedEmail {
  const mail = donationWordsIn(locale).emails.sent;
  const days = Math.round(CONFIRMATION_VALID_MS / (24 * 60 * 60 * 1000));
  const link: EmailPart[] = facts.confirmToken
    ? [
        { text: mail.confirm(days) },
        { link: siteLink(publicUrl, locale, confirmPath(facts.confirmToken)), label: mail.confirmLabel },
        { text: mail.notYours },
      ]
    : [
        { text: mail.track },
        { link: new URL(donationPathIn(locale, facts.donorRecordId), publicUrl).toString(), label: mail.trackLabel },
      ];
  return composeEmail(locale, mail.subject(facts.reference), [
    { text: mail.greeting(singleLine(facts.name)) },
    { text: mail.body(facts.reference) },
    { text: facts.method === "pickup" ? mail.pickupNext : mail.dropOffNext },
    ...link,
    { text: mail.thanks },
  ]);
}
