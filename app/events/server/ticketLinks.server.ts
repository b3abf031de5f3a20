/**
 * The buyer's and the waiting person's own links, in their emails, that work in any browser without signing in: a
 * ticket's PDF (`/pepper/tickets/<number>/<key>/ticket.pdf`) and a waitlist offer (`/pepper?offer=<seq>&key=<key>`).
 * The key is a keyed hash of what the link names (`JWT_SECRET`, one purpose each), so nothing is stored and a ticket
 * number read off a screen at the door makes no key; a wrong key is the same 404 (or no offer) as an unknown one.
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { isLinkKey, linkKeyOf } from "~/kits/links/keyedLinks.server";
import { env } from "~/platform/env.server";

export const isTicketKey = (number: string, key: string | undefined) => isLinkKey("ticket-pdf", number, key);
export const isOfferKey = (seq: number, key: string | null) => isLinkKey("ticket-offer", String(seq), key);

/** The ticket's PDF, as a whole address. */
export const ticketPdfUrl = (number: string) =>
  `${env().publicUrl}/pepper/tickets/${number}/${linkKeyOf("ticket-pdf", number)}/ticket.pdf`;

/** A waitlist offer's page, the festival's page in the person's language, as a whole address. */
export const offerUrl = (seq: number, locale: Locale) =>
  `${env().publicUrl}${pathInLocale(locale, "/pepper")}?offer=${seq}&key=${linkKeyOf("ticket-offer", String(seq))}#tickets`;

/** Where staff check the ticket in: what its QR code holds (the camera of a staff phone opens it). */
export const checkInUrl = (eventId: string, number: string) =>
  `${env().publicUrl}/staff/events/${eventId}/check-in?number=${number}`;
