/**
 * A subscriber's request to cancel at the end of the paid term, and taking it back before then (decision 088). The
 * subscription is locked and read again: only a live (or not yet started) subscription can be set to end, and only
 * one set to end can be kept. The record becomes `non_renewing` with the reason in `Cancellation_Reason`; the
 * request is kept in `shield_cancellations` for staff; the email saying service continues until the term's end is
 * written to the outbox in the same transaction; the change is noted for the CRM's feed last. With the billing
 * provider configured, the provider is told first, and nothing changes here when it refuses.
 */
import type { Locale } from "~/i18n/locale";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions, type ShieldSubscription } from "~/kits/records/schema.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { log } from "~/platform/log.server";
import { reasonForRecord, type CancelRequest } from "~/shield/cancelReasons";
import { endDay } from "~/shield/subscriptionView";
import type { BillingProvider } from "./billing.server";
import { subscriptionById } from "./shieldAccess.server";
import { cancelRequestedEmail, queueShieldEmail, reactivatedEmail } from "./shieldEmails.server";

export type CancelOutcome = "requested" | "already" | "not-now" | "provider-failed";

const cancellable = (status: ShieldSubscription["Status"]) => status === "live" || status === "future" || !status;

export async function requestCancellation(
  db: Db,
  subscriptionId: string,
  request: CancelRequest,
  locale: Locale,
  provider: BillingProvider,
  now = Date.now(),
): Promise<CancelOutcome> {
  const before = await subscriptionById(db, subscriptionId);
  if (!before) return "not-now";
  if (before.Status === "non_renewing") return "already";
  if (!cancellable(before.Status)) return "not-now";
  if (provider.configured && before.Subscription_ID) {
    const told = await provider.cancelAtTermEnd(before.Subscription_ID);
    if (!told.ok) {
      log.warn("shield cancellation refused by the billing provider", { subscription: subscriptionId });
      return "provider-failed";
    }
  }
  const outcome = await inTransaction(db, async (trx): Promise<CancelOutcome> => {
    await lockWithinTransaction(trx, `shield:${subscriptionId}`);
    const current = await subscriptionById(trx, subscriptionId);
    if (!current) return "not-now";
    if (current.Status === "non_renewing") return "already";
    if (!cancellable(current.Status)) return "not-now";
    await createRecordWriter(trx, Shield_Subscriptions, ["Status", "Cancellation_Reason"]).write({
      id: subscriptionId,
      Status: "non_renewing",
      Cancellation_Reason: reasonForRecord(request),
    });
    await sql`INSERT INTO shield_cancellations (subscription_id, reason, words, locale, requested_at, provider_status)
       VALUES (${subscriptionId}, ${request.reason}, ${request.words}, ${locale}, ${now},
         ${provider.configured ? "told" : "local"})`.execute(trx);
    const ending = { ...current, Status: "non_renewing" as const };
    await queueShieldEmail(trx, current, cancelRequestedEmail(current, endDay(ending)), now);
    await noteChange(trx, "Shield_Subscriptions", subscriptionId, now);
    return "requested";
  });
  if (outcome === "requested")
    log.info("shield cancellation requested", { subscription: subscriptionId, reason: request.reason });
  return outcome;
}

export type ReactivateOutcome = "reactivated" | "already" | "not-now" | "provider-failed";

export async function reactivateSubscription(
  db: Db,
  subscriptionId: string,
  provider: BillingProvider,
  now = Date.now(),
): Promise<ReactivateOutcome> {
  const before = await subscriptionById(db, subscriptionId);
  if (!before) return "not-now";
  if (before.Status === "live") return "already";
  if (before.Status !== "non_renewing") return "not-now";
  if (provider.configured && before.Subscription_ID) {
    const told = await provider.reactivate(before.Subscription_ID);
    if (!told.ok) return "provider-failed";
  }
  const outcome = await inTransaction(db, async (trx): Promise<ReactivateOutcome> => {
    await lockWithinTransaction(trx, `shield:${subscriptionId}`);
    const current = await subscriptionById(trx, subscriptionId);
    if (!current || current.Status !== "non_renewing") return current?.Status === "live" ? "already" : "not-now";
    await createRecordWriter(trx, Shield_Subscriptions, ["Status", "Cancellation_Reason"]).write({
      id: subscriptionId,
      Status: "live",
      Cancellation_Reason: null,
    });
    await sql`UPDATE shield_cancellations SET reactivated_at = ${now}
       WHERE subscription_id = ${subscriptionId} AND reactivated_at IS NULL`.execute(trx);
    await queueShieldEmail(trx, current, reactivatedEmail(current), now);
    await noteChange(trx, "Shield_Subscriptions", subscriptionId, now);
    return "reactivated";
  });
  if (outcome === "reactivated") log.info("shield subscription kept", { subscription: subscriptionId });
  return outcome;
}

/** The latest request to cancel that was not taken back, for the subscriber's page. */
export async function openCancellation(db: Db, subscriptionId: string) {
  return firstRow(
    db,
    sql<{ reason: string; words: string | null; requested_at: number }>`SELECT reason, words, requested_at
       FROM shield_cancellations WHERE subscription_id = ${subscriptionId} AND reactivated_at IS NULL
       ORDER BY id DESC LIMIT 1`,
  );
}
