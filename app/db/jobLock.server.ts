/**
 * A periodic job (the purge) runs on one origin at a time: on PostgreSQL the origin that takes the job's advisory
 * lock runs it on the client holding the lock, and an origin that finds it taken skips this round. SQLite serves
 * one machine, where the job's own timer already runs it once at a time.
 */
import { sql } from "kysely";
import { engineOf, firstRow, type Db } from "./engine.server";

/** Runs `work` unless another origin is running the job `name`; false when it was skipped. */
export async function runAlone(db: Db, name: string, work: (db: Db) => Promise<void>): Promise<boolean> {
  if (engineOf(db) === "sqlite") {
    await work(db);
    return true;
  }
  return db.connection().execute(async (connection) => {
    const lock = sql`hashtext(${`job:${name}`})`;
    const taken = await firstRow(connection, sql<{ taken: boolean }>`SELECT pg_try_advisory_lock(${lock}) AS taken`);
    if (!taken?.taken) return false;
    try {
      await work(connection);
      return true;
    } finally {
      await sql`SELECT pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}
