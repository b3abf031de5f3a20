/**
 * A transaction means the same on both engines: everything `work` does through the handle it is given commits
 * together or not at all (a status change and its email, a whole import). Work inside must use that handle only:
 * on SQLite the store's one connection is held by the transaction, so a query through the outer handle would wait
 * for it for ever.
 */
import { sql } from "kysely";
import { engineOf, type Db } from "./engine.server";

const open = new WeakSet<Db>();

export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (open.has(db) || db.isTransaction) return work(db);
  if (engineOf(db) === "postgres") return db.transaction().execute(work);
  // SQLite: IMMEDIATE takes the write lock at the start, so another process's write (the importer, a second
  // server on the file) makes this wait (busy_timeout) instead of failing when a read-then-write upgrades.
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    open.add(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      // What failed is what the caller needs to hear, even when the rollback fails too (the file gone, say).
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    } finally {
      open.delete(connection);
    }
  });
}

/**
 * Inside a transaction: makes other transactions that name the same key wait until this one ends, so a
 * check-then-write (is a link already waiting for this address? then write one) holds across origins. SQLite's
 * IMMEDIATE transactions already run one at a time.
 */
export async function lockWithinTransaction(trx: Db, key: string): Promise<void> {
  if (engineOf(trx) === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
