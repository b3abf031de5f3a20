/**
 * The version of what a wing's public pages of places show (the classes', the volunteer shifts'): a row given a new
 * random value inside the transaction of every change they show, so a page's validator is one read by key and is
 * new on every origin the moment the change commits (decision 098). Random rather than counted, so a store restored
 * from a backup or copied never gives an old value to different places.
 */
import { randomBytes } from "node:crypto";
import { firstRow, sql, type Db } from "~/db/engine.server";

/** The version kept in `table` (one row, id 1): `bump` inside a change's transaction, `read` before a page. */
export function pagesVersion(table: string) {
  const kept = sql.table(table);
  return {
    async bump(trx: Db): Promise<void> {
      const version = randomBytes(12).toString("base64url");
      await sql`INSERT INTO ${kept} (id, version) VALUES (1, ${version})
        ON CONFLICT (id) DO UPDATE SET version = excluded.version`.execute(trx);
    },
    /** The current version; "none" until the first change. */
    async read(db: Db): Promise<string> {
      const row = await firstRow(db, sql<{ version: string }>`SELECT version FROM ${kept} WHERE id = 1`);
      return row?.version ?? "none";
    },
  };
}
