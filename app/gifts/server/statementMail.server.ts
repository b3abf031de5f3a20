/**
 * The year-end statements' January email (issue 47 §3): from the day of January GIFT_STATEMENT_DAY says, everyone
 * who gave money in the past calendar year (a gift paid on this site, or one the CRM recorded) is emailed their
 * statement in their language: every gift and device of the year as the PDF lists them, and the link to the portal,
 * where the PDF is. Each person (email key) and year is written to `gift_statements_sent` in the transaction that
 * queues the email, and that row's key refuses a second, so the statement goes once, whichever process, run or
 * restart comes to it. A job of the jobs kit: hourly, on one origin at a time.
 */
import { changes, rows, sql, type Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { dayIn } from "~/gifts/days";
import { statementContent, type StatementContent } from "~/gifts/statement";
import { statementWordsIn } from "~/gifts/statementWords";
import { giftSettingsNow } from "~/gifts/settings.server";
import type { Locale } from "~/i18n/locale";
import { composeEmail, siteLink } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { statementOf, type StatementSettings } from "./statements.server";

export type StatementMailSettings = StatementSettings & { publicUrl: string; statementDay: number };

const CHECK_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The year whose statements are due on `today` (YYYY-MM-DD): the past one, in January from the statement day on. */
export function statementYearDue(today: string, statementDay: number): number | null {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return month === 1 && day >= statementDay ? year - 1 : null;
}

type Giver = { email_key: string; email: string; locale: string; at: number | string };

/** Who gave money in `year` and has not been sent its statement: one address per person, their latest. */
async function giversNotSent(db: Db, year: number, timeZone: string): Promise<{ email: string; locale: Locale }[]> {
  // The year's edges in any time zone lie within a day of UTC's; the day is then read in the organisation's.
  const from = Date.UTC(year, 0, 1) - DAY_MS;
  const to = Date.UTC(year + 1, 0, 1) + DAY_MS;
  const notSent = (key: ReturnType<typeof sql.ref>) =>
    sql`NOT EXISTS (SELECT 1 FROM gift_statements_sent s WHERE s.email_key = ${key} AND s.year = ${year})`;
  const site = await rows(
    db,
    sql<Giver>`SELECT g.email_key, g.email, g.locale, p.paid_at AS at FROM gift_payments p
       JOIN gifts g ON g.id = p.gift_id
       WHERE g.state = 'paid' AND p.paid_at >= ${from} AND p.paid_at < ${to} AND ${notSent(sql.ref("g.email_key"))}`,
  );
  const recorded = await rows(
    db,
    sql<Giver>`SELECT email_key, "Email" AS email, COALESCE("Language", 'en') AS locale, 0 AS at
       FROM "Financial_Donations" f
       WHERE email_key IS NOT NULL AND email_key <> '' AND "Date_Received" LIKE ${`${year}-%`}
         AND ${notSent(sql.ref("f.email_key"))}`,
  );
  const latest = new Map<string, Giver>();
  for (const giver of [...recorded, ...site.filter((row) => dayIn(timeZone, Number(row.at)).startsWith(`${year}-`))])
    if (Number(giver.at) >= Number(latest.get(giver.email_key)?.at ?? -1)) latest.set(giver.email_key, giver);
  return [...latest.values()].map((giver) => ({ email: giver.email, locale: giver.locale === "es" ? "es" : "en" }));
}

/** The statement as an email: each section's lines as the PDF prints them, the statements, the portal's link. */
export function statementEmail(
  content: StatementContent,
  name: string,
  year: number,
  locale: Locale,
  publicUrl: string,
) {
  const words = statementWordsIn(locale).statementEmail;
  const sections = content.sections.slice(2).map((section) => ({
    text: [
      section.heading,
      ...section.lines.map((line) => `${line.label}: ${line.value}`),
      ...(section.note ? [section.note] : []),
    ].join("\n"),
  }));
  return composeEmail(locale, words.subject(year), [
    { text: words.greeting(singleLine(name)) },
    { text: words.body(year) },
    ...sections,
    ...content.statements.map((text) => ({ text })),
    { text: words.download },
    { link: siteLink(publicUrl, locale, "/portal"), label: words.downloadLabel },
  ]);
}

/** Queues the statement of `year` to everyone due one and not yet sent it; how many were queued. */
export async function sendStatements(db: Db, year: number, settings: StatementMailSettings, now = Date.now()) {
  let sent = 0;
  for (const giver of await giversNotSent(db, year, settings.timeZone)) {
    const queued = await inTransaction(db, async (trx) => {
      const input = await statementOf(trx, giver.email, year, settings, new Date(now));
      if (!input) return false;
      const claimed = await changes(
        trx,
        sql`INSERT INTO gift_statements_sent (email_key, year, sent_at)
           VALUES (${emailKey(giver.email)}, ${year}, ${now}) ON CONFLICT (email_key, year) DO NOTHING`,
      );
      if (claimed === 0) return false;
      const content = statementContent(input, giver.locale);
      await enqueueMail(trx, {
        emailKey: emailKey(giver.email),
        recipient: giver.email,
        ...statementEmail(content, input.donor.name, year, giver.locale, settings.publicUrl),
        notAfter: NO_EXPIRY,
        kind: "gift",
        recordId: `gift-statement-${year}`,
      });
      afterCommit(trx, wakeMailSender);
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** The January run: the past year's statements once the statement day has come. */
export async function sendStatementsDue(db: Db, settings: StatementMailSettings, now = Date.now()): Promise<number> {
  const year = statementYearDue(dayIn(settings.timeZone, now), settings.statementDay);
  return year === null ? 0 : sendStatements(db, year, settings, now);
}

export const statementMailJob = periodicJob({
  name: "year-end statements",
  lock: "gift-statements",
  everyMs: CHECK_EVERY_MS,
  firstAfterMs: 60 * 1000,
  async work(db) {
    const { publicUrl, orgTimeZone, documents } = env();
    const statementDay = giftSettingsNow().statementDay;
    const sent = await sendStatementsDue(db, { publicUrl, timeZone: orgTimeZone, issuer: documents, statementDay });
    if (sent > 0) log.info("year-end statements queued", { sent });
  },
});
