import type { Db } from "./database.server";

/**
 * Fixed-window counters kept in the store, so limits hold across restarts and across server processes.
 * `hit` counts this request and says whether it is still within the limit.
 */
export function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number, now = Date.now()): boolean {
  const windowStart = now - (now % windowMs);
  const row = db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT(bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .get(bucket, windowStart) as { hits: number };
  // Old windows are cleared as new ones open, so the table stays small.
  if (row.hits === 1) db.prepare("DELETE FROM rate_limits WHERE window_start < ?").run(now - 60 * 60 * 1000);
  return row.hits <= limit;
}
