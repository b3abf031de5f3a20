/**
 * A money donor's own links, in their emails, which work in any browser without signing in (issue 47 §4): a
 * monthly gift's page (`/gifts/<gift id>/<key>`: change, pause, resume, cancel, update the card) and each
 * receipt's PDF (`/gifts/receipts/<number>/<key>`). The key is a keyed hash of what the link names (`JWT_SECRET`,
 * one purpose each), so nothing is stored and a gift id or a receipt number alone makes no key. They start no
 * session and show only that gift or receipt; a wrong key is the same 404 as an unknown id.
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { isLinkKey, linkKeyOf } from "~/kits/links/keyedLinks.server";
import { env } from "~/platform/env.server";

export const isManageKey = (giftId: string, key: string | undefined) => isLinkKey("gift-manage", giftId, key);
export const isReceiptKey = (number: string, key: string | undefined) => isLinkKey("gift-receipt", number, key);

/** A monthly gift's page, in the donor's language. */
export const managePath = (giftId: string, locale: Locale) =>
  pathInLocale(locale, `/gifts/${encodeURIComponent(giftId)}/${linkKeyOf("gift-manage", giftId)}`);

/** The provider's card page for a monthly gift, reached through the site so its short-lived address is fresh. */
export const cardPath = (giftId: string, locale: Locale) => `${managePath(giftId, locale)}/card`;

/** A receipt's PDF. */
export const receiptPath = (number: string) => `/gifts/receipts/${number}/${linkKeyOf("gift-receipt", number)}`;

export const absolute = (path: string) => `${env().publicUrl}${path}`;
