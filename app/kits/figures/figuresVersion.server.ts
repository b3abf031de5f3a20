/**
 * The version of what the impact figures show (decision 118): one row the store's own triggers (migration 30) give
 * a new random value in the statement that writes a row any figure counts, so a page's validator is one read by key
 * and new on every origin the moment the change commits.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";

/** The current version; "none" until the first counted write after migration 30. */
export async function figuresVersion(db: Db): Promise<string> {
  const row = await firstRow(db, sql<{ version: string }>`SELECT version FROM figures_version WHERE id = 1`);
  return row?.version ?? "none";
}
