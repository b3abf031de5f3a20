/**
 * The year-end statements' January run (issue 47 §3, decision 117): from the day of January GIFT_STATEMENT_DAY says,
 * everyone who gave in the past calendar year (`statementGivers.server.ts`: money, devices, or both) is sent their
 * statement once, in their language. By email: every gift and device of the year as the PDF lists them, the tagged
 * PDF itself attached, and the portal, where it can be downloaded again. To a device donor known by mobile number
 * only: a text with a link that downloads the PDF without signing in (`statementLink.server.ts`). Each person and
 * year is written to `gift_statements_sent` in the transaction that queues the email or text (the outboxes), and
 * that row's key refuses a second, so the statement goes once, whichever process, run or restart comes to it. A job
 * of the jobs kit: hourly, on one origin at a time.
 */
import { changes, sql, type Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { org } from "~/config/org";
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
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { siteInText } from "~/sms/textWords";
import { giversNotSent, type DueGiver } from "./statementGivers.server";
import { issueStatementLink, statementLinkPath } from "./statementLink.server";
import { statementPdf } from "./statementPdf.server";
import { personKey, statementOf, type StatementSettings } from "./statements.server";

export type StatementMailSettings = StatementSettings & { publicUrl: string; statementDay: number };

const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The year whose statements are due on `today` (YYYY-MM-DD): the past one, in January from the statement day on. */
export function statementYearDue(today: string, statementDay: number): number | null {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return month === 1 && day >= statementDay ? year - 1 : null;
}

/** The statement as an email: each section's lines as the PDF prints them, the statements, the PDF and the portal. */
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
    { text: words.attached },
    { text: words.download },
    { link: siteLink(publicUrl, locale, "/portal"), label: words.downloadLabel },
  ]);
}

/** Queues the statement of one person, with the row that says it was sent; false when it was sent already. */
async function sendOne(db: Db, giver: DueGiver, year: number, settings: StatementMailSettings, now: number) {
  const input = await statementOf(db, giver.person, year, settings, new Date(now));
  if (!input) return false;
  const { locale, person } = giver;
  const content = statementContent(input, locale);
  // Made before the transaction, so the write that claims the statement is held no longer than its rows take.
  const pdf = person.email !== undefined ? await statementPdf(content, locale) : null;
  return inTransaction(db, async (trx) => {
    const claimed = await changes(
      trx,
      sql`INSERT INTO gift_statements_sent (email_key, year, sent_at)
         VALUES (${personKey(person)}, ${year}, ${now}) ON CONFLICT (email_key, year) DO NOTHING`,
    );
    if (claimed === 0) return false;
    if (person.email !== undefined) {
      await enqueueMail(trx, {
        emailKey: emailKey(person.email),
        recipient: person.email,
        ...statementEmail(content, input.donor.name, year, locale, settings.publicUrl),
        attachment: {
          filename: statementWordsIn(locale).statement.fileName(year),
          contentType: "application/pdf",
          bytes: pdf!,
        },
        notAfter: NO_EXPIRY,
        kind: "gift",
        recordId: `gift-statement-${year}`,
      });
      afterCommit(trx, wakeMailSender);
      return true;
    }
    const { token, expiresAt } = await issueStatementLink(trx, year, person.mobile, now);
    const link = siteInText(siteLink(settings.publicUrl, locale, statementLinkPath(token)));
    await enqueueText(trx, {
      kind: "gift",
      recipient: person.mobile,
      body: statementWordsIn(locale).statementText(org.shortName, year, link),
      notAfter: expiresAt,
      recordId: `gift-statement-${year}`,
    });
    afterCommit(trx, wakeTextSender);
    return true;
  });
}

/** Queues the statement of `year` to everyone due one and not yet sent it; how many were queued. */
export async function sendStatements(db: Db, year: number, settings: StatementMailSettings, now = Date.now()) {
  let sent = 0;
  for (const giver of await giversNotSent(db, year, settings.timeZone))
    if (await sendOne(db, giver, year, settings, now)) sent++;
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
  // Soon after start-up, as the other timed jobs: a server started in January sends what is due within seconds.
  firstAfterMs: 1000,
  async work(db) {
    const { publicUrl, orgTimeZone, documents } = env();
    const statementDay = giftSettingsNow().statementDay;
    const sent = await sendStatementsDue(db, { publicUrl, timeZone: orgTimeZone, issuer: documents, statementDay });
    if (sent > 0) log.info("year-end statements queued", { sent });
  },
});
