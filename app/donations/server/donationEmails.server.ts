/**
 * The donor's email once a donation is sent, in the language they gave it in: the reference, what happens next
 * (for a pickup or a drop-off), a drop-off's pass link (opened as often as needed, in any browser, until the devices
 * are received: `passLink.server.ts`) and the donation's link. Given while signed out, that link confirms that the
 * donation is the address's (decision 085) and opens its page; given by the signed-in owner, it is the donation's
 * page in the portal. Names typed by people are one line of plain text, escaped in the HTML part.
 */
import { donationWordsIn } from "~/donations/words";
import { passLinkPath, type Method } from "~/donations/answers";
import type { Locale } from "~/i18n/locale";
import { donationPathIn } from "~/config/personalAreas";
import { composeEmail, siteLink, type ComposedEmail, type EmailPart } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { CONFIRMATION_VALID_MS } from "./donationConfirmation.server";
import { passKey } from "./passLink.server";

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
    ...(facts.method === "pickup"
      ? [{ text: mail.pickupNext }]
      : [
          { text: mail.dropOffNext },
          { text: mail.passLink },
          {
            link: siteLink(publicUrl, locale, passLinkPath(facts.reference, passKey(facts.reference))),
            label: mail.passLabel,
          },
        ]),
    ...link,
    { text: mail.thanks },
  ]);
}
