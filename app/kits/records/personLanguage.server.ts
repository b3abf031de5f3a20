/**
 * The language a person last used the site in, kept by the email key their CRM records share (a champion signs in
 * by it, the applicant's status emails go to it), so it outlives sessions and survives imports that rewrite the
 * records. Set when the person asks for a sign-in link and whenever they open the portal; read when an email is
 * written to them. No language stored means English.
 */
import { defaultLocale, isLocale, type Locale } from "~/i18n/locale";
import { firstRow, sql, type Db } from "~/db/engine.server";

/** Stores the person's language; a page view in the same language writes nothing. */
export async function rememberLanguage(db: Db, emailKey: string, locale: Locale, now = Date.now()): Promise<void> {
  await sql`INSERT INTO person_languages (email_key, locale, updated_at) VALUES (${emailKey}, ${locale}, ${now})
     ON CONFLICT(email_key) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at
     WHERE person_languages.locale <> excluded.locale`.execute(db);
}

/** The language to write to this person in. */
export async function languageOf(db: Db, emailKey: string): Promise<Locale> {
  const row = await firstRow(
    db,
    sql<{ locale: string }>`SELECT locale FROM person_languages WHERE email_key = ${emailKey}`,
  );
  return isLocale(row?.locale) ? row.locale : defaultLocale;
}
