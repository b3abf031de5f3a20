/**
 * The store stays small: what is only kept for a while (sent mail, whose bodies hold sign-in links; used and
 * expired tokens; ended sessions; old rate-limit windows; old activity) is removed once it is older than the
 * retention period (RETENTION_DAYS). One list of purge rules: a module with a table of its own adds a line here;
 * one with files of its own in DATA_DIR adds a line to `filePurgeRules`.
 * The server runs the purge itself on a timer (`purgeJob`, started by `serverHooks.start`), a few hundred rows per
 * statement with a yield between, so a request never waits behind it.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { setImmediate as yieldToRequests } from "node:timers/promises";
import { FILE_OUTBOX_SUFFIX, fileOutboxFolder } from "~/mail/outbox.server";
import { fileTextFolder } from "~/sms/smsOutbox.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import type { RawBuilder } from "kysely";
import { changes, sql, type Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { DRAFT_KEPT_MS } from "~/kits/wizard/drafts.server";
import { giftSettingsNow } from "~/gifts/settings.server";

/**
 * What a rule's condition is given: now minus the retention period, now minus the letters' retention period
 * (LETTER_RETENTION_DAYS), now minus the change feed's (CHANGE_FEED_RETENTION_DAYS), and now (milliseconds since
 * the epoch).
 */
export type PurgeTimes = { cutoff: number; letterCutoff: number; changeCutoff: number; now: number };

/**
 * One rule: the rows of a table (found by its key) that the condition selects. The purge removes at most a batch
 * of them per statement and repeats until fewer than a batch are left.
 */
export type PurgeRule = { what: string; table: string; key: string; where: (times: PurgeTimes) => RawBuilder<unknown> };

/** No rate limit here counts over more than a day, so an older window holds nothing anyone needs. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** The staff console lists this many activity entries; they are kept whatever their age. */
const ACTIVITY_KEPT = 100;

export const purgeRules: PurgeRule[] = [
  // A message still waiting or being sent is never purged; every other state is over.
  {
    what: "mail",
    table: "mail_outbox",
    key: "id",
    where: ({ cutoff }) => sql`state NOT IN ('pending', 'sending') AND created_at < ${cutoff}`,
  },
  // Texts as mail (decision 092): what went out or was set aside, once RETENTION_DAYS old; sign-in codes once expired.
  {
    what: "texts",
    table: "sms_outbox",
    key: "id",
    where: ({ cutoff }) => sql`state NOT IN ('pending', 'sending') AND created_at < ${cutoff}`,
  },
  { what: "sign-in codes", table: "sms_codes", key: "id", where: ({ cutoff }) => sql`expires_at < ${cutoff}` },
  // An inbound text's id is kept so a replayed signed post changes nothing (decision 103), for RETENTION_DAYS.
  {
    what: "inbound text ids",
    table: "sms_inbound_seen",
    key: "message_sid",
    where: ({ cutoff }) => sql`received_at < ${cutoff}`,
  },
  // Tokens and sessions of both realms (portal and staff console) share these tables.
  { what: "login tokens", table: "login_tokens", key: "jti", where: ({ cutoff }) => sql`expires_at < ${cutoff}` },
  { what: "sessions", table: "sessions", key: "id", where: ({ cutoff }) => sql`last_seen_at < ${cutoff}` },
  {
    what: "rate-limit windows",
    table: "rate_limits",
    key: "bucket",
    where: ({ now }) => sql`window_start < ${now - DAY_MS}`,
  },
  // A language is kept while a champion or applicant has its email key (and a while after, as other rows are).
  {
    what: "languages",
    table: "person_languages",
    key: "email_key",
    where: ({ cutoff }) =>
      sql`updated_at < ${cutoff}
        AND email_key NOT IN (SELECT email_key FROM "Champions" WHERE email_key IS NOT NULL)
        AND email_key NOT IN (SELECT email_key FROM "Contacts" WHERE email_key IS NOT NULL)`,
  },
  // The application (decision 078): drafts untouched for their lifetime; single-use links long over; a letter and
  // the follow-up answers once the application was delivered or denied long enough ago.
  {
    what: "application drafts",
    table: "application_drafts",
    key: "id",
    where: ({ now }) => sql`updated_at < ${now - DRAFT_KEPT_MS}`,
  },
  // A donation's draft (decision 081) as long as an application's; a sent one then lets go of its pass.
  {
    what: "donation drafts",
    table: "donation_drafts",
    key: "id",
    where: ({ now }) => sql`updated_at < ${now - DRAFT_KEPT_MS}`,
  },
  {
    what: "application links",
    table: "link_tokens",
    key: "token_hash",
    where: ({ cutoff }) => sql`expires_at < ${cutoff}`,
  },
  {
    what: "recommendation letters",
    table: "recommendation_letters",
    key: "recommendation_id",
    where: ({ letterCutoff }) =>
      sql`recommendation_id IN (SELECT r.id FROM recommendations r JOIN applications a ON a.contact_id = r.contact_id
        WHERE a.closed_at < ${letterCutoff})`,
  },
  {
    what: "follow-up answers",
    table: "follow_ups",
    key: "contact_id",
    where: ({ letterCutoff }) =>
      sql`contact_id IN (SELECT contact_id FROM applications WHERE closed_at < ${letterCutoff})`,
  },
  // The CRM's change feed (decision 107): a change the CRM has read (at or below the highest cursor it asked after),
  // once old enough; a change it has not read is kept whatever its age.
  {
    what: "changes the CRM read",
    table: "site_changes",
    key: "seq",
    where: ({ changeCutoff }) =>
      sql`at < ${changeCutoff} AND seq <= (SELECT COALESCE(MAX(read_through), 0) FROM site_changes_read)`,
  },
  // The inbox and newsletter (decision 120): a closed message and its replies, and a board application with its
  // CV, once LETTER_RETENTION_DAYS old; a newsletter address never confirmed, or unsubscribed with nothing left to
  // tell the provider, once RETENTION_DAYS old.
  {
    what: "closed inbox messages",
    table: "inbox_messages",
    key: "id",
    where: ({ letterCutoff }) => sql`state = 'closed' AND closed_at < ${letterCutoff}`,
  },
  {
    what: "inbox replies",
    table: "inbox_replies",
    key: "id",
    where: () => sql`inbox_message_id NOT IN (SELECT id FROM inbox_messages)`,
  },
  {
    what: "board applications",
    table: "board_applications",
    key: "id",
    where: ({ letterCutoff }) => sql`received_at < ${letterCutoff}`,
  },
  {
    what: "newsletter addresses",
    table: "newsletter_addresses",
    key: "email_key",
    where: ({ cutoff }) =>
      sql`(state = 'asked' AND asked_at < ${cutoff})
        OR (state = 'unsubscribed' AND provider_due IS NULL AND unsubscribed_at < ${cutoff})`,
  },
  // The payment provider's events (decision 117): once applied and GIFT_EVENTS_RETENTION_DAYS old since; an event
  // not yet applied (still being tried) is kept whatever its age.
  {
    what: "applied payment events",
    table: "gift_events",
    key: "event_id",
    where: ({ now }) => {
      const keptSince = now - giftSettingsNow().eventsKeptMs;
      return sql`received_at < ${keptSince} AND applied_at IS NOT NULL AND applied_at < ${keptSince}`;
    },
  },
  {
    what: "activity",
    table: "activity",
    key: "id",
    where: ({ cutoff }) =>
      sql`at < ${cutoff} AND id NOT IN (SELECT id FROM (SELECT id FROM activity ORDER BY at DESC, id DESC
        LIMIT ${ACTIVITY_KEPT}) AS kept)`,
  },
];

/** Files in a folder of DATA_DIR, each removed once it was last written before the cutoff. */
export type FilePurgeRule = { what: string; folder: (dataDir: string) => string; suffix: string };

export const filePurgeRules: FilePurgeRule[] = [
  // The file outbox (no SMTP_URL): a message is written once, when it is sent, so it goes with the sent rows.
  { what: "outbox files", folder: fileOutboxFolder, suffix: FILE_OUTBOX_SUFFIX },
  { what: "texts outbox files", folder: fileTextFolder, suffix: ".txt" },
];

export const PURGE_BATCH = 500;

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === "ENOENT";
}

async function purgeFiles(rule: FilePurgeRule, dataDir: string, cutoff: number): Promise<number> {
  const folder = rule.folder(dataDir);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(rule.suffix)) continue;
    const file = path.join(folder, name);
    try {
      if ((await stat(file)).mtimeMs >= cutoff) continue;
      await rm(file);
      removed += 1;
    } catch (error) {
      // Another purge (a second process on the same DATA_DIR) removed it first.
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}

/** Runs every rule to the end, a batch at a time, and the file rules in `dataDir`; returns how many each removed. */
export async function purgeExpired(
  db: Db,
  options: {
    retentionMs: number;
    letterRetentionMs?: number;
    changeFeedRetentionMs?: number;
    now?: number;
    batch?: number;
    dataDir?: string;
  },
): Promise<Record<string, number>> {
  const now = options.now ?? Date.now();
  const times = {
    cutoff: now - options.retentionMs,
    letterCutoff: now - (options.letterRetentionMs ?? options.retentionMs),
    changeCutoff: now - (options.changeFeedRetentionMs ?? options.retentionMs),
    now,
  };
  const batch = options.batch ?? PURGE_BATCH;
  const removed: Record<string, number> = {};
  for (const rule of purgeRules) {
    const key = sql.id(rule.key);
    const table = sql.table(rule.table);
    let total = 0;
    for (;;) {
      const count = await changes(
        db,
        sql`DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${rule.where(times)} LIMIT ${batch})`,
      );
      total += count;
      if (count < batch) break;
      await yieldToRequests();
    }
    removed[rule.what] = total;
  }
  const { dataDir } = options;
  if (dataDir !== undefined) {
    for (const rule of filePurgeRules) removed[rule.what] = await purgeFiles(rule, dataDir, times.cutoff);
  }
  return removed;
}

/** Soon after the server starts (not at once, to leave start-up alone), then every hour. */
const FIRST_PURGE_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The server's purge: several origins on one database purge it once an hour between them, whoever takes the lock. */
export const purgeJob = periodicJob({
  name: "store purge",
  lock: "purge",
  firstAfterMs: FIRST_PURGE_MS,
  everyMs: PURGE_EVERY_MS,
  async work(db) {
    const removed = await purgeExpired(db, {
      retentionMs: env().retentionMs,
      letterRetentionMs: env().letterRetentionMs,
      changeFeedRetentionMs: env().changeFeedRetentionMs,
      dataDir: env().dataDir,
    });
    if (Object.values(removed).some((count) => count > 0)) log.info("store purged", removed);
  },
});
