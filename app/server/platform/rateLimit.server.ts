/**
 * Counters kept in the store, so limits hold across restarts and across server processes. A bucket's window
 * opens at its first request (not on the clock's minute), so a burst is never split across two windows.
 * `hitRateLimit` counts this request and says whether it is still within the limit.
 */
import type { Db } from "~/server/records/store.server";

export function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number, now = Date.now()): boolean {
  const expired = now - windowMs;
  // SQLite evaluates every SET expression against the row as it was, so both CASEs see the old window.
  const row = db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT(bucket) DO UPDATE SET
         hits = CASE WHEN window_start <= ? THEN 1 ELSE hits + 1 END,
         window_start = CASE WHEN window_start <= ? THEN excluded.window_start ELSE window_start END
       RETURNING hits`,
    )
    .get(bucket, now, expired, expired) as { hits: number };
  // Windows long over are cleared as new ones open, so the table stays small.
  if (row.hits === 1) db.prepare("DELETE FROM rate_limits WHERE window_start < ?").run(now - 60 * 60 * 1000);
  return row.hits <= limit;
}

/** Whether this bucket has already used up its limit in its current window, without counting this request. */
export function rateLimitReached(db: Db, bucket: string, limit: number, windowMs: number, now = Date.now()): boolean {
  const row = db.prepare("SELECT window_start, hits FROM rate_limits WHERE bucket = ?").get(bucket) as
    { window_start: number; hits: number } | undefined;
  return row !== undefined && row.window_start > now - windowMs && row.hits >= limit;
}
