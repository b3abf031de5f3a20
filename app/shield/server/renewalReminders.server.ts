/**
 * A prepaid Shield term's renewal reminder (decision 088): once per subscription and end date, SHIELD_RENEWAL_REMINDER
 * (14 days by default) before its `Expires_At`, one email in the subscriber's language. A prepaid term is a live
 * subscription with an end date and no next billing date. Checked hourly, one process at a time; the reminder's row
 * and its email are one transaction, so a reminder is never sent twice nor lost.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { inTransaction } from "~/db/transaction.server";
import { recordFromRow, Shield_Subscriptions } from "~/kits/records/schema.server";
import { log } from "~/platform/log.server";
import { queueShieldEmail, renewalReminderEmail } from "./shieldEmails.server";
import { shieldSettings } from "../settings.server";

const CHECK_EVERY_MS = 60 * 60 * 1000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function sendRenewalReminders(db: Db, reminderMs: number, now = Date.now()): Promise<number> {
  const today = dayOf(now);
  const until = dayOf(now + reminderMs);
  const due = await rows(
    db,
    sql<Record<string, unknown>>`SELECT ${sql.raw(Shield_Subscriptions.selectList)} FROM "Shield_Subscriptions" s
       WHERE "Status" = 'live' AND "Next_Billing_At" IS NULL AND "Expires_At" IS NOT NULL
         AND "Expires_At" > ${today} AND "Expires_At" <= ${until}
         AND NOT EXISTS (SELECT 1 FROM shield_reminders r
           WHERE r.subscription_id = s.id AND r.expires_at = s."Expires_At")`,
  );
  let sent = 0;
  for (const row of due) {
    const subscription = recordFromRow(Shield_Subscriptions, row);
    const expiresAt = subscription.Expires_At!;
    const queued = await inTransaction(db, async (trx) => {
      const inserted = await sql`INSERT INTO shield_reminders (subscription_id, expires_at, sent_at)
         VALUES (${subscription.id}, ${expiresAt}, ${now}) ON CONFLICT DO NOTHING`.execute(trx);
      if (Number(inserted.numAffectedRows ?? 0) === 0) return false;
      return queueShieldEmail(trx, subscription, renewalReminderEmail(subscription, expiresAt), now);
    });
    if (queued) sent++;
  }
  return sent;
}

/** Hourly, like the donations' timeline. */
export const shieldJobs = periodicJob({
  name: "shield renewal reminders",
  lock: "shield-jobs",
  everyMs: CHECK_EVERY_MS,
  async work(db) {
    const sent = await sendRenewalReminders(db, shieldSettings.current().renewalReminderMs);
    if (sent > 0) log.info("shield renewal reminders", { sent });
  },
});
