/**
 * Brings a store's schema up to this code's, on the engine's own driver (a step is several statements, which
 * Kysely's one-statement queries cannot carry). On PostgreSQL the steps run under an advisory lock, so origins
 * started at the same moment against an empty database migrate it once; the others wait, then find it done.
 */
import type BetterSqlite3 from "better-sqlite3";
import type { Pool } from "pg";
import { engineOf, firstRow, sql, type Db } from "./engine.server";
import { migrations } from "./migrations.server";

/** The schema version this code brings a store to: the number of migration steps. */
export const CODE_SCHEMA_VERSION = migrations.length;

/** Any fixed number the origins agree on: the lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 7_726_001;

/**
 * A store that newer code has migrated: this code would misread tables it does not know, and could not undo the
 * steps, so it refuses the store rather than run on it.
 */
export class StoreNewerThanCode extends Error {
  constructor(found: number) {
    super(
      `The database is at schema version ${found}, newer than this release's ${CODE_SCHEMA_VERSION}: ` +
        "a newer release has migrated it. Run that release, or restore a backup made by this one.",
    );
  }
}

export function migrateSqlite(file: BetterSqlite3.Database): void {
  const applied = file.pragma("user_version", { simple: true }) as number;
  if (applied > CODE_SCHEMA_VERSION) throw new StoreNewerThanCode(applied);
  for (let version = applied; version < CODE_SCHEMA_VERSION; version++) {
    file.transaction(() => {
      file.exec(migrations[version]!.sqlite);
      file.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export const SCHEMA_VERSION_TABLE = "schema_version";

export async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA_VERSION_TABLE} (version INTEGER NOT NULL)`);
    const found = await client.query<{ version: number }>(`SELECT version FROM ${SCHEMA_VERSION_TABLE}`);
    let applied = found.rows[0]?.version ?? 0;
    if (found.rows.length === 0) await client.query(`INSERT INTO ${SCHEMA_VERSION_TABLE} (version) VALUES (0)`);
    if (applied > CODE_SCHEMA_VERSION) throw new StoreNewerThanCode(applied);
    for (; applied < CODE_SCHEMA_VERSION; applied++) {
      await client.query("BEGIN");
      try {
        await client.query(migrations[applied]!.postgres);
        await client.query(`UPDATE ${SCHEMA_VERSION_TABLE} SET version = $1`, [applied + 1]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** The schema version a store is at, asked of it (one cheap query). */
export async function schemaVersionOf(db: Db): Promise<number> {
  if (engineOf(db) === "sqlite") {
    const row = await firstRow(db, sql<{ user_version: number }>`PRAGMA user_version`);
    return row?.user_version ?? 0;
  }
  const row = await firstRow(db, sql<{ version: number }>`SELECT version FROM schema_version`);
  return row?.version ?? 0;
}
