/**
 * The portal's words in a language: its pages' (`content/portalWords`), its guidance (`content/portalGuidance`) and
 * its emails (`content/portalEmails`), each with its Spanish record under `content/es/`. Server code passes the
 * locale of the request's address (`localeFromPath`); a page reads them with `usePortalWords` (`./usePortalWords`,
 * apart so that the server's mail and import paths load no React).
 */
import * as esEmails from "~/content/es/portalEmails";
import * as esGuidance from "~/content/es/portalGuidance";
import * as es from "~/content/es/portalWords";
import * as enEmails from "~/content/portalEmails";
import * as enGuidance from "~/content/portalGuidance";
import * as en from "~/content/portalWords";
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
