/**
 * Who may use the Shield account pages (issue 37, decision 088): an address that is the `Email` of at least one
 * `Shield_Subscriptions` record, compared by its email key (trimmed, lower case). A subscriber sees the
 * subscriptions of their address and no other: any other id reads as none (the pages answer 404).
 */
import { emailKey } from "~/kits/records/championLookup";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { recordFromRow, Shield_Subscriptions, type ShieldSubscription } from "~/kits/records/schema.server";

export async function subscriptionsOfEmail(db: Db, email: string): Promise<ShieldSubscription[]> {
  const key = emailKey(email);
  if (!key) return [];
  const found = await rows(
    db,
    sql<Record<string, unknown>>`SELECT ${sql.raw(Shield_Subscriptions.selectList)} FROM "Shield_Subscriptions"
       WHERE email_key = ${key} ORDER BY id`,
  );
  return found.map((row) => recordFromRow(Shield_Subscriptions, row));
}

export async function hasSubscription(db: Db, email: string): Promise<boolean> {
  const key = emailKey(email);
  if (!key) return false;
  return (
    (await firstRow(db, sql<{ one: number }>`SELECT 1 AS one FROM "Shield_Subscriptions" WHERE email_key = ${key}`)) !==
    undefined
  );
}

/** A subscription by id, only when it belongs to this address; null otherwise (as for an id that does not exist). */
export async function subscriptionOf(db: Db, email: string, id: string): Promise<ShieldSubscription | null> {
  const found = await subscriptionById(db, id);
  return found && found.Email && emailKey(found.Email) === emailKey(email) ? found : null;
}

export async function subscriptionById(db: Db, id: string): Promise<ShieldSubscription | null> {
  const row = await firstRow(
    db,
    sql<Record<string, unknown>>`SELECT ${sql.raw(Shield_Subscriptions.selectList)} FROM "Shield_Subscriptions"
       WHERE id = ${id}`,
  );
  return row ? recordFromRow(Shield_Subscriptions, row) : null;
}

/** The language a subscriber is written to in: the record's, or English. */
export const subscriberLocale = (subscription: Pick<ShieldSubscription, "Language">) =>
  subscription.Language === "es" ? "es" : "en";
