/**
 * Newsletter addresses in the store (issue 49 §3, decision 120): an address asked for (its confirmation link sent),
 * confirmed by that link, or unsubscribed; and what the mailing-list provider still has to be told of it
 * (`provider_due`: subscribe or unsubscribe), kept until the provider has taken it, with the attempts so far and
 * when to try again: with no provider set, confirmed addresses wait here (and the staff's CSV lists them).
 *
 * Each address has one unsubscribe link for good: an HMAC of its key under the site's secret, so every email can
 * carry it, and the store keeps only its hash.
 */
import { createHash, createHmac } from "node:crypto";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";

export type AddressState = "asked" | "confirmed" | "unsubscribed";
export type ProviderTask = "subscribe" | "unsubscribe";

export type NewsletterAddress = {
  emailKey: string;
  email: string;
  locale: Locale;
  state: AddressState;
  confirmedAt: number | null;
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export const unsubscribeToken = (key: string) =>
  createHmac("sha256", env().jwtSecret).update(`newsletter-unsubscribe\n${key}`).digest("base64url");

const columns = sql`email_key AS "emailKey", email, locale, state, confirmed_at AS "confirmedAt"`;

export async function newsletterAddress(db: Db, key: string): Promise<NewsletterAddress | null> {
  return (
    (await firstRow(
      db,
      sql<NewsletterAddress>`SELECT ${columns} FROM newsletter_addresses WHERE email_key = ${key}`,
    )) ?? null
  );
}

/**
 * An address asked for: new, or asked again (after an unsubscription, or a link that expired). An address already
 * confirmed stays so (and is not told anything new: the page says the same whoever asks). Its unsubscribe token.
 */
export async function askForNewsletter(
  trx: Db,
  email: string,
  locale: Locale,
  now = Date.now(),
): Promise<{ already: boolean; unsubscribe: string; key: string }> {
  const key = emailKey(email);
  const unsubscribe = unsubscribeToken(key);
  const existing = await newsletterAddress(trx, key);
  if (existing?.state === "confirmed") return { already: true, unsubscribe, key };
  await sql`INSERT INTO newsletter_addresses (email_key, email, locale, state, asked_at, unsubscribe_hash)
     VALUES (${key}, ${email}, ${locale}, 'asked', ${now}, ${hashOf(unsubscribe)})
     ON CONFLICT (email_key) DO UPDATE SET email = excluded.email, locale = excluded.locale, state = 'asked',
       asked_at = excluded.asked_at`.execute(trx);
  return { already: false, unsubscribe, key };
}

/** The address confirmed by its link: the provider is to be told (at once, by the push job). False if not asked. */
export async function confirmAddress(trx: Db, key: string, now = Date.now()): Promise<boolean> {
  return (
    (await changes(
      trx,
      sql`UPDATE newsletter_addresses SET state = 'confirmed', confirmed_at = ${now}, unsubscribed_at = NULL,
         provider_due = 'subscribe', provider_attempts = 0, provider_next_at = ${now}, provider_error = NULL
       WHERE email_key = ${key} AND state = 'asked'`,
    )) > 0
  );
}

/** The address whose unsubscribe link this is, or null for a link that is not one of ours. */
export async function addressOfUnsubscribeLink(db: Db, token: string): Promise<NewsletterAddress | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  return (
    (await firstRow(
      db,
      sql<NewsletterAddress>`SELECT ${columns} FROM newsletter_addresses WHERE unsubscribe_hash = ${hashOf(token)}`,
    )) ?? null
  );
}

/**
 * Unsubscribed at once: nothing more is sent, and the provider is told of every address ever confirmed (a
 * subscription it may be taking at this moment included), never of one only asked for.
 */
export async function unsubscribeAddress(trx: Db, key: string, now = Date.now()): Promise<void> {
  await sql`UPDATE newsletter_addresses SET state = 'unsubscribed', unsubscribed_at = ${now},
       provider_due = CASE WHEN confirmed_at IS NULL THEN NULL ELSE 'unsubscribe' END,
       provider_attempts = 0, provider_next_at = ${now}, provider_error = NULL
     WHERE email_key = ${key}`.execute(trx);
}

export type DueTask = { emailKey: string; email: string; task: ProviderTask; attempts: number };

/** What the provider is to be told now, oldest first. */
export function dueProviderTasks(db: Db, now: number, limit: number): Promise<DueTask[]> {
  return rows(
    db,
    sql<DueTask>`SELECT email_key AS "emailKey", email, provider_due AS task, provider_attempts AS attempts
       FROM newsletter_addresses WHERE provider_due IS NOT NULL AND provider_next_at <= ${now}
       ORDER BY provider_next_at, email_key LIMIT ${limit}`,
  );
}

/** The provider took it; unless the task changed meanwhile (an unsubscription while the subscription was sent). */
export async function providerTaskDone(db: Db, task: DueTask): Promise<void> {
  await sql`UPDATE newsletter_addresses SET provider_due = NULL, provider_attempts = 0, provider_next_at = NULL,
       provider_error = NULL WHERE email_key = ${task.emailKey} AND provider_due = ${task.task}`.execute(db);
}

export async function providerTaskFailed(db: Db, task: DueTask, nextAt: number, error: string): Promise<void> {
  await sql`UPDATE newsletter_addresses SET provider_attempts = provider_attempts + 1, provider_next_at = ${nextAt},
       provider_error = ${error.slice(0, 300)} WHERE email_key = ${task.emailKey} AND provider_due = ${task.task}`.execute(
    db,
  );
}

/** When the next task is due, or null when none waits. */
export async function nextProviderTaskAt(db: Db): Promise<number | null> {
  const row = await firstRow(
    db,
    sql<{
      at: number | null;
    }>`SELECT MIN(provider_next_at) AS at FROM newsletter_addresses WHERE provider_due IS NOT NULL`,
  );
  return row?.at ?? null;
}

export type NewsletterFigures = Record<AddressState, number> & { waiting: number; failing: number };

export async function newsletterFigures(db: Db): Promise<NewsletterFigures> {
  const figures: NewsletterFigures = { asked: 0, confirmed: 0, unsubscribed: 0, waiting: 0, failing: 0 };
  const counted = await rows(
    db,
    sql<{ state: AddressState; n: number }>`SELECT state, COUNT(*) AS n FROM newsletter_addresses GROUP BY state`,
  );
  for (const { state, n } of counted) figures[state] = Number(n);
  const waiting = await firstRow(
    db,
    sql<{ waiting: number; failing: number }>`SELECT COUNT(*) AS waiting,
       COALESCE(SUM(CASE WHEN provider_attempts > 0 THEN 1 ELSE 0 END), 0) AS failing
       FROM newsletter_addresses WHERE provider_due IS NOT NULL`,
  );
  return { ...figures, waiting: Number(waiting?.waiting ?? 0), failing: Number(waiting?.failing ?? 0) };
}

/** The confirmed addresses, in the order they were confirmed: the staff's CSV. */
export function confirmedAddresses(db: Db): Promise<{ email: string; locale: Locale; confirmedAt: number }[]> {
  return rows(
    db,
    sql<{ email: string; locale: Locale; confirmedAt: number }>`SELECT email, locale, confirmed_at AS "confirmedAt"
       FROM newsletter_addresses WHERE state = 'confirmed' ORDER BY confirmed_at, email_key`,
  );
}
