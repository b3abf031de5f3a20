/**
 * The SQLite store: one file in DATA_DIR, WAL so readers never wait for the importer or the mail sender.
 * Migrations (`migrations.server.ts`) run in order when a file is opened; `user_version` remembers how far a file
 * has come. Opening a store reads no settings, so the data scripts need none of the server's secrets; `db()` is
 * the server's own connection.
 */
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "~/server/platform/env.server";
import { migrations } from "./migrations.server";

export type Db = Database.Database;

export const DATABASE_FILE_NAME = "portal.sqlite";

export function migrate(db: Db): void {
  const applied = db.pragma("user_version", { simple: true }) as number;
  for (let version = applied; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** Opens (creating if needed) the store in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  return openDatabaseFile(path.join(dataDir, DATABASE_FILE_NAME));
}

/** `:memory:` for unit tests. */
export function openDatabaseFile(file: string): Db {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
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
