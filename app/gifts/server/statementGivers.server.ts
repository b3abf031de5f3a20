/**
 * Who is due a year's statement in January (issue 47 §3, decision 117): everyone who gave that year, once. Money
 * givers (a gift paid on this site, by the day paid in ORG_TIME_ZONE, or one the CRM recorded) and device donors
 * (confirmed donor records with devices received that year, by email, or by their mobile number when the CRM has no
 * email for them), one entry per person however many ways they gave, less those already sent it
 * (`gift_statements_sent`). Each in their language: a money giver's latest gift's, the CRM record's, or the language
 * the person last used the site in (kept by their number when they have no email address).
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { dayIn } from "~/gifts/days";
import { defaultLocale, isLocale, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { languageOf } from "~/kits/records/personLanguage.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { usMobileE164 } from "~/sms/phoneNumber";
import { personKey, type StatementPerson } from "./statements.server";

export type DueGiver = { person: StatementPerson; locale: Locale };

const DAY_MS = 86_400_000;

type MoneyGiver = { email_key: string; email: string; locale: string; at: number | string };

/** Who gave money in `year`, one address per person (their latest gift's, in its language). */
async function moneyGivers(db: Db, year: number, timeZone: string): Promise<MoneyGiver[]> {
  // The year's edges in any time zone lie within a day of UTC's; the day is then read in the organisation's.
  const from = Date.UTC(year, 0, 1) - DAY_MS;
  const to = Date.UTC(year + 1, 0, 1) + DAY_MS;
  const site = await rows(
    db,
    sql<MoneyGiver>`SELECT g.email_key, g.email, g.locale, p.paid_at AS at FROM gift_payments p
       JOIN gifts g ON g.id = p.gift_id WHERE g.state = 'paid' AND p.paid_at >= ${from} AND p.paid_at < ${to}`,
  );
  const recorded = await rows(
    db,
    sql<MoneyGiver>`SELECT email_key, "Email" AS email, COALESCE("Language", 'en') AS locale, 0 AS at
       FROM "Financial_Donations"
       WHERE email_key IS NOT NULL AND email_key <> '' AND "Date_Received" LIKE ${`${year}-%`}`,
  );
  const latest = new Map<string, MoneyGiver>();
  for (const giver of [...recorded, ...site.filter((row) => dayIn(timeZone, Number(row.at)).startsWith(`${year}-`))])
    if (Number(giver.at) >= Number(latest.get(giver.email_key)?.at ?? -1)) latest.set(giver.email_key, giver);
  return [...latest.values()];
}

/** Everyone who gave in `year` and has not been sent its statement. */
export async function giversNotSent(db: Db, year: number, timeZone: string): Promise<DueGiver[]> {
  const sent = new Set(
    (await rows(db, sql<{ email_key: string }>`SELECT email_key FROM gift_statements_sent WHERE year = ${year}`)).map(
      (row) => row.email_key,
    ),
  );
  const due = new Map<string, DueGiver>();
  /** The person's key, when they are neither sent it nor listed already. */
  const unlisted = (person: StatementPerson) => {
    const key = personKey(person);
    return sent.has(key) || due.has(key) ? null : key;
  };
  for (const giver of await moneyGivers(db, year, timeZone)) {
    const person = { email: giver.email };
    const key = unlisted(person);
    if (key) due.set(key, { person, locale: isLocale(giver.locale) ? giver.locale : defaultLocale });
  }
  for (const donor of await createRecordSource(db).donorsWhoGaveIn(year)) {
    const email = donor.Email?.trim() || null;
    const mobile = email ? null : usMobileE164(donor.Phone ?? "");
    const person: StatementPerson | null = email ? { email } : mobile ? { mobile } : null;
    const key = person && unlisted(person);
    // The language the person last used the site in, kept by email key or, for a number only, by the number.
    if (key) due.set(key, { person: person!, locale: await languageOf(db, email ? emailKey(email) : mobile!) });
  }
  return [...due.values()];
}
