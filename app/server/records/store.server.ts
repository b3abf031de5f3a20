/**
 * The SQLite store: one file in DATA_DIR, WAL so readers never wait for the importer or the mail sender.
 * Migrations (`migrations.server.ts`) run in order when a file is opened; `user_version` remembers how far a file
 * has come. Opening a store reads no settings, so the data scripts need none of the server's secrets; `db()` is
 * the server's own connection.
 */
import Database from "better-sqlite3";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "~/server/platform/env.server";
import { migrations } from "./migrations.server";

export type Db = Database.Database;

export const DATABASE_FILE_NAME = "portal.sqlite";

/**
 * A store that newer code has migrated: this code would misread tables it does not know, and could not undo the
 * steps, so it refuses the store rather than run on it.
 */
export class StoreNewerThanCode extends Error {
  constructor(found: number) {
    super(
      `The store (${DATABASE_FILE_NAME}) is at schema version ${found}, newer than this release's ${migrations.length}: ` +
        "a newer release has migrated it. Run that release, or restore a backup made by this one.",
    );
  }
}

export function migrate(db: Db): void {
  const applied = db.pragma("user_version", { simple: true }) as number;
  if (applied > migrations.length) throw new StoreNewerThanCode(applied);
  for (let version = applied; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/**
 * A folder only this user can enter (the store, its WAL and the outbox hold personal data and sign-in links),
 * created so, and narrowed if it was created otherwise.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Opens (creating if needed) the store in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  privateFolder(dataDir);
  return openDatabaseFile(path.join(dataDir, DATABASE_FILE_NAME));
}

/**
 * `:memory:` for unit tests. A file is created readable by this user only (SQLite gives its WAL and shared-memory
 * files the database file's mode); one made before that rule is narrowed.
 */
export function openDatabaseFile(file: string): Db {
  const onDisk = file !== ":memory:";
  const previousMask = onDisk ? process.umask(0o077) : undefined;
  let db: Db;
  try {
    db = new Database(file);
    if (onDisk) chmodSync(file, 0o600);
    db.pragma("journal_mode = WAL");
  } finally {
    if (previousMask !== undefined) process.umask(previousMask);
  }
  if (onDisk) {
    for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
  }
  db.pragma("synchronous = NORMAL");
  // Another process (the importer, a second server) may hold the write lock for a moment.
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

let instance: Db | undefined;

/** The server's one connection to the store in DATA_DIR, opened (and migrated) on first use. */
export function db(): Db {
  instance ??= openDatabase(env().dataDir);
  return instance;
}

/**
 * Closes the server's connection, on SIGTERM once nothing else uses it; SQLite then folds its write-ahead log into
 * the file. It is not opened again: a late caller gets an error rather than a new connection to a store being left.
 */
export function closeDb(): void {
  instance?.close();
}
