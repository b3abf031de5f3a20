/**
 * Counters kept in the store, so limits hold across restarts and across origins (one statement counts and reads,
 * so two origins counting at once never lose a hit). A bucket's window opens at its first request (not on the
 * clock's minute), so a burst is never split across two windows. `hitRateLimit` counts this request and says
 * whether it is still within the limit.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";

/** A question about one bucket's window, `windowMs` long from its first request, which `limit` requests may use. */
type BucketCheck = (db: Db, bucket: string, limit: number, windowMs: number, now?: number) => Promise<boolean>;

export const hitRateLimit: BucketCheck = async (db, bucket, limit, windowMs, now = Date.now()) => {
  const expired = now - windowMs;
  // Both engines evaluate every SET expression against the row as it was, so both CASEs see the old window.
  const row = await firstRow(
    db,
    sql<{ hits: number }>`INSERT INTO rate_limits (bucket, window_start, hits) VALUES (${bucket}, ${now}, 1)
       ON CONFLICT(bucket) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= ${expired} THEN 1 ELSE rate_limits.hits + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= ${expired} THEN excluded.window_start
                        ELSE rate_limits.window_start END
       RETURNING hits`,
  );
  const hits = row?.hits ?? 1;
  // Windows long over are cleared as new ones open, so the table stays small.
  if (hits === 1) await sql`DELETE FROM rate_limits WHERE window_start < ${now - 60 * 60 * 1000}`.execute(db);
  return hits <= limit;
};

/** Whether this bucket has already used up its limit in its current window, without counting this request. */
export const rateLimitReached: BucketCheck = async (db, bucket, limit, windowMs, now = Date.now()) => {
  const row = await firstRow(
    db,
    sql<{ window_start: number; hits: number }>`SELECT window_start, hits FROM rate_limits WHERE bucket = ${bucket}`,
  );
  return row !== undefined && row.window_start > now - windowMs && row.hits >= limit;
};

/** Refused signatures one client may send a provider's webhook in a minute, whichever webhook (decision 103). */
export const WEBHOOK_REFUSALS_PER_MINUTE = 10;

/**
 * Counts a webhook post refused for its signature (or its age) from this client; false once the client has used up
 * its refusals for the minute, and the webhook then answers 429. Signed posts are never counted.
 */
export function countWebhookRefusal(db: Db, webhook: string, clientAddress: string): Promise<boolean> {
  return hitRateLimit(db, `${webhook}-refused:${clientAddress}`, WEBHOOK_REFUSALS_PER_MINUTE, 60_000);
}
