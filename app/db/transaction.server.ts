/**
 * A transaction means the same on both engines: everything `work` does through the handle it is given commits
 * together or not at all (a status change and its email, a whole import). Work inside must use that handle only:
 * on SQLite the store's one connection is held by the transaction, so a query through the outer handle would wait
 * for it for ever.
 *
 * A command is one transaction: `inTransaction` called with a handle that is already a transaction's runs its work
 * in that transaction (no second BEGIN, no savepoint), so a helper that opens one for itself can also be called
 * inside a larger command. What must happen only once the writes are visible to others (waking the mail or text
 * sender to deliver what was just queued) is handed to `afterCommit`: inside a transaction it waits for the
 * outermost commit and is dropped on a rollback; outside one it runs at once.
 */
import { sql } from "kysely";
import { engineOf, type Db } from "./engine.server";

/** The handle of each transaction this module opened, with what is to run once it has committed. */
const open = new WeakMap<Db, Set<() => void>>();

export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // A transaction opened by Kysely itself (a test's, the store copy's) is reused too; it takes no afterCommit.
  if (open.has(db) || db.isTransaction) return work(db);
  // A Set: the same wake-up asked for by several steps of one command runs once.
  const committed = new Set<() => void>();
  const within = async (trx: Db) => {
    open.set(trx, committed);
    try {
      return await work(trx);
    } finally {
      open.delete(trx);
    }
  };
  const result =
    engineOf(db) === "postgres" ? await db.transaction().execute(within) : await sqliteTransaction(db, within);
  for (const callback of committed) callback();
  return result;
}

/**
 * SQLite: IMMEDIATE takes the write lock at the start, so another process's write (the importer, a second server on
 * the file) makes this wait (busy_timeout) instead of failing when a read-then-write upgrades.
 */
function sqliteTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      // What failed is what the caller needs to hear, even when the rollback fails too (the file gone, say).
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Runs `callback` once what `db` wrote is committed: at the end of the outermost transaction `db` belongs to (never,
 * when it rolls back), or at once when `db` is not a transaction's. A callback is a wake-up: quick, and it does not
 * throw.
 */
export function afterCommit(db: Db, callback: () => void): void {
  const committed = open.get(db);
  if (committed) committed.add(callback);
  else if (db.isTransaction) throw new Error("afterCommit was handed a transaction inTransaction did not open");
  else callback();
}

/**
 * Inside a transaction: makes other transactions that name the same key wait until this one ends, so a
 * check-then-write (is a link already waiting for this address? then write one) holds across origins. SQLite's
 * IMMEDIATE transactions already run one at a time.
 */
export async function lockWithinTransaction(trx: Db, key: string): Promise<void> {
  if (engineOf(trx) === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
