/**
 * Opening a store: the SQLite file in DATA_DIR (the embedded default) or a PostgreSQL database (DATABASE_URL),
 * migrated to this code's schema. Opening reads no settings, so the data scripts need none of the server's secrets.
 */
import { isPostgresUrl } from "~/platform/env.server";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import Cursor from "pg-cursor";
import type { Db, Engine } from "./engine.server";
import { migratePostgres, migrateSqlite } from "./migrate.server";
import { unavailableAware } from "./unavailableDialect.server";

export const DATABASE_FILE_NAME = "portal.sqlite";

/** Where a store is: a PostgreSQL URL when one is given, else the SQLite file in the data folder. */
export type StoreLocation = { dataDir: string; databaseUrl?: string | undefined };

export type PoolFigures = { total: number; idle: number; waiting: number };

export type Store = {
  engine: Engine;
  db: Db;
  /**
   * A handle for a long read (a streamed download) that must not hold the server's own: on SQLite a connection of
   * its own, read-only (WAL lets it read while others write); on PostgreSQL the pool, whose cursor holds one client.
   */
  reader(): { db: Db; close(): Promise<void> };
  /** The PostgreSQL pool's clients (absent on SQLite, which has one connection). */
  poolFigures?: () => PoolFigures;
  close(): Promise<void>;
};

/**
 * A folder only this user can enter (the store, its WAL and the outbox hold personal data and sign-in links),
 * created so, and narrowed if it was created otherwise.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

function sqliteFile(file: string, options: { readonly?: boolean } = {}): BetterSqlite3.Database {
  if (options.readonly) {
    const reader = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    reader.pragma("busy_timeout = 5000");
    // A download reads each page once: a small page cache keeps many at once cheap (the default is 2 MiB each).
    reader.pragma("cache_size = -64");
    return reader;
  }
  const onDisk = file !== ":memory:";
  // A file is created readable by this user only (SQLite gives its WAL and shared-memory files the file's mode).
  const previousMask = onDisk ? process.umask(0o077) : undefined;
  let database: BetterSqlite3.Database;
  try {
    database = new BetterSqlite3(file);
    if (onDisk) chmodSync(file, 0o600);
    database.pragma("journal_mode = WAL");
  } finally {
    if (previousMask !== undefined) process.umask(previousMask);
  }
  if (onDisk) {
    for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
  }
  database.pragma("synchronous = NORMAL");
  // Another process (the importer, a second server) may hold the write lock for a moment.
  database.pragma("busy_timeout = 5000");
  return database;
}

const sqliteDb = (database: BetterSqlite3.Database): Db =>
  new Kysely({ dialect: unavailableAware(new SqliteDialect({ database })) }) as Db;

/** Opens (creating if needed) an SQLite store file and migrates it; `:memory:` for unit tests. */
export function openSqliteStore(file: string): Store {
  const database = sqliteFile(file);
  migrateSqlite(database);
  const db = sqliteDb(database);
  return {
    engine: "sqlite",
    db,
    reader() {
      if (file === ":memory:") return { db, close: async () => undefined };
      const own = sqliteDb(sqliteFile(file, { readonly: true }));
      return { db: own, close: () => own.destroy() };
    },
    close: () => db.destroy(),
  };
}

// Counts and sums come back as int8 and numeric, which pg gives as strings (they may exceed a double); the store's
// counts, millisecond times and weights all fit one.
const parseNumber = (value: string) => Number(value);
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 || oid === NUMERIC
      ? parseNumber
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens a PostgreSQL store (a pool; no connection is made until the migration asks for one) and migrates it. */
export async function openPostgresStore(
  url: string,
  onPoolError: (error: Error) => void = () => undefined,
): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: 10,
    // While the database is away a request fails in seconds with a sentence, rather than waiting for ever.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client that loses its server (a restart, a failover) is dropped and replaced. The pool reports idle clients'
  // errors; a client checked out between two queries of a transaction reports its own, which would end the process
  // without a listener of its own (the query running then fails by itself, and its request answers 503).
  pool.on("error", onPoolError);
  pool.on("connect", (client) => client.on("error", onPoolError));
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely({ dialect: unavailableAware(new PostgresDialect({ pool, cursor: Cursor })) }) as Db;
  return {
    engine: "postgres",
    db,
    reader: () => ({ db, close: async () => undefined }),
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/** The SQLite store in a data folder (made private first), opened and migrated. */
export function openSqliteStoreIn(dataDir: string): Store {
  privateFolder(dataDir);
  return openSqliteStore(path.join(dataDir, DATABASE_FILE_NAME));
}

export async function openStore(location: StoreLocation, onPoolError?: (error: Error) => void): Promise<Store> {
  if (location.databaseUrl) return openPostgresStore(location.databaseUrl, onPoolError);
  return openSqliteStoreIn(location.dataDir);
}

/**
 * Where the data scripts find the store: DATABASE_URL and DATA_DIR, as the server reads them, without the server's
 * other settings (a script needs none of its secrets). A bad DATABASE_URL stops the script with a sentence.
 */
export function scriptStoreLocation(source: Record<string, string | undefined> = process.env): StoreLocation {
  const databaseUrl = source.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    // The one line that matters, not a stack trace (as the server's own settings check does).
    console.error("DATABASE_URL must be a PostgreSQL address, postgres://user:password@host:5432/database.");
    process.exit(2);
  }
  return { dataDir: path.resolve(source.DATA_DIR || "./data"), databaseUrl };
}

/** Where a store is, for a script's sentences: never the URL itself, which may hold a password. */
export function describeLocation(location: StoreLocation): string {
  if (!location.databaseUrl) return location.dataDir;
  const url = new URL(location.databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}`;
}
