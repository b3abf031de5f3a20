/**
 * The language a person last used the site in, kept by the email key their CRM records share (a champion signs in
 * by it, the applicant's status emails go to it), so it outlives sessions and survives imports that rewrite the
 * records. Set when the person asks for a sign-in link and whenever they open the portal; read when an email is
 * written to them. No language stored means English.
 */
import { defaultLocale, isLocale, type Locale } from "~/i18n/locale";
import type { Db } from "./store.server";

/** Stores the person's language; a page view in the same language writes nothing. */
export function rememberLanguage(db: Db, emailKey: string, locale: Locale, now = Date.now()): void {
  db.prepare(
    `INSERT INTO person_languages (email_key, locale, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(email_key) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at
     WHERE person_languages.locale <> excluded.locale`,
  ).run(emailKey, locale, now);
}

/** The language to write to this person in. */
export function languageOf(db: Db, emailKey: string): Locale {
  const row = db.prepare("SELECT locale FROM person_languages WHERE email_key = ?").get(emailKey) as
    { locale: string } | undefined;
  return isLocale(row?.locale) ? row.locale : defaultLocale;
}
