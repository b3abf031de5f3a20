/**
 * The portal's words in a language: its pages' (`content/portalWords`), its guidance (`content/portalGuidance`) and
 * its emails (`content/portalEmails`), each with its Spanish record under `content/es/`. Server code passes the
 * locale of the request's address (`localeFromPath`); a page reads them with `usePortalWords` (`./usePortalWords`,
 * apart so that the server's mail and import paths load no React).
 */
import * as esEmails from "~/portal/content/es/emails";
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import * as enEmails from "~/portal/content/en/emails";
import * as enGuidance from "~/portal/content/en/guidance";
import * as en from "~/portal/content/en/words";
import type { Localized } from "~/i18n";
import type { Locale } from "~/i18n/locale";

export type PortalWords = Localized<typeof en>;
export type GuidanceWords = Localized<typeof enGuidance>;
export type EmailWords = Localized<typeof enEmails>;

// The English records are the source of these types; their `as const` lists are read-only where the types are not.
const pages: Record<Locale, PortalWords> = { en: en as unknown as PortalWords, es };
const guidance: Record<Locale, GuidanceWords> = { en: enGuidance as unknown as GuidanceWords, es: esGuidance };
const emails: Record<Locale, EmailWords> = { en: enEmails, es: esEmails };

export function portalWords(locale: Locale): PortalWords {
  return pages[locale];
}

export function guidanceWords(locale: Locale): GuidanceWords {
  return guidance[locale];
}

export function emailWords(locale: Locale): EmailWords {
  return emails[locale];
}
