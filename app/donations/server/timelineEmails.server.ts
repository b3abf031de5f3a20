/**
 * The donor's email for each step of a donation's timeline (decision 082), in the language the donation was given
 * in: the state reached (with what staff counted, beside what was declared, once received), a booked pickup moved,
 * a new preferred date, the reminder before a pickup. The booked pickup's emails carry its calendar invitation.
 * Only what the records hold is said: a pickup without an address says so.
 */
import { donationWordsIn, pickupDayIn, windowInSentence } from "~/donations/words";
import { formatMoment } from "~/i18n";
import { deviceKinds } from "~/donations/answers";
import { differenceSentence, type Move } from "~/donations/timeline";
import { composeEmail, siteLink, type ComposedEmail, type EmailPart } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import type { Donation } from "./donations.server";

export type TimelineEvent = Move | "moved" | "preferred" | "reminder";

export type TimelineFacts = {
  donation: Donation;
  name: string;
  address: string | null;
  /** When the state was reached (milliseconds). */
  at: number;
};

export function timelineEmail(
  publicUrl: string,
  timeZone: string,
  event: TimelineEvent,
  facts: TimelineFacts,
): ComposedEmail {
  const { donation } = facts;
  const locale = donation.locale;
  const words = donationWordsIn(locale);
  const mail = words.timelineEmails;
  const address = facts.address ? singleLine(facts.address) : mail.noAddress;
  const pickup = donation.pickup;
  const day = pickup ? pickupDayIn(locale, pickup.date) : "";
  const window = pickup ? windowInSentence(locale, pickup.window) : "";
  const on = formatMoment(locale, facts.at, timeZone);
  const body: { what: string; parts: EmailPart[] } = (() => {
    switch (event) {
      case "Pickup scheduled":
        return {
          what: mail.scheduled.what,
          parts: [{ text: mail.scheduled.body(day, window, address) }, { text: mail.scheduled.change }],
        };
      case "moved":
        return {
          what: mail.moved.what,
          parts: [{ text: mail.moved.body(day, window) }, { text: mail.scheduled.change }],
        };
      case "preferred": {
        const preferred = donation.preferredDates[0]!;
        return {
          what: mail.preferred.what,
          parts: [
            {
              text: mail.preferred.body(
                pickupDayIn(locale, preferred.date),
                windowInSentence(locale, preferred.window),
              ),
            },
          ],
        };
      }
      case "reminder":
        return { what: mail.reminder.what, parts: [{ text: mail.reminder.body(day, window, address) }] };
      case "Picked up":
        return { what: mail.pickedUp.what, parts: [{ text: mail.pickedUp.body(on) }] };
      case "Dropped off":
        return { what: mail.droppedOff.what, parts: [{ text: mail.droppedOff.body(on) }] };
      case "Received": {
        const received = donation.received!;
        const counted = deviceKinds
          .filter((kind) => received[kind] > 0 || donation.devices[kind] > 0)
          .map((kind) => words.deviceLine(String(received[kind]), words.devices[kind]));
        return {
          what: mail.received.what,
          parts: [
            { text: mail.received.body(on) },
            ...counted.map((text) => ({ text })),
            { text: differenceSentence(donation.devices, received, locale) },
          ],
        };
      }
      case "Processed":
        return { what: mail.processed.what, parts: [{ text: mail.processed.body }] };
      case "Certificates ready":
        return { what: mail.certificatesReady.what, parts: [{ text: mail.certificatesReady.body }] };
      case "Cancelled":
        return { what: mail.cancelled.what, parts: [{ text: mail.cancelled.body }] };
    }
  })();
  return composeEmail(locale, mail.subject(donation.reference, body.what), [
    { text: mail.greeting(singleLine(facts.name)) },
    ...body.parts,
    { text: mail.track },
    { link: siteLink(publicUrl, locale, "/auth"), label: mail.trackLabel },
    { text: mail.thanks },
  ]);
}
