/**
 * The portal's words in a language: its pages' (`content/en/words.ts`) and its guidance (`content/en/guidance.ts`),
 * each with its Spanish record under `content/es/` (the sign-in emails are the sign-in kit's, the status email the
 * records kit's). Server code passes the
 * locale of the request's address (`localeFromPath`); a page reads them with `usePortalWords` (`./usePortalWords`,
 * apart so that the server's mail and import paths load no React).
 */
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import * as enGuidance from "~/portal/content/en/guidance";
import * as en from "~/portal/content/en/words";
import type { Localized } from "~/i18n";
import { wordsIn } from "~/i18n/wordsIn";

export type PortalWords = Localized<typeof en>;
export type GuidanceWords = Localized<typeof enGuidance>;

// The English records are the source of these types; their `as const` lists are read-only where the types are not.
export const portalWords = wordsIn<PortalWords>({ en: en as unknown as PortalWords, es });
export const guidanceWords = wordsIn<GuidanceWords>({ en: enGuidance as unknown as GuidanceWords, es: esGuidance });
