/**
 * The server's own store, from its settings: opened (and migrated) once before the server listens
 * (`openServerStore`), closed last on SIGTERM. `db()` is its handle for every request.
 */
import path from "node:path";
import { env } from "~/server/platform/env.server";
import { log } from "~/server/platform/log.server";
import type { Db } from "./engine.server";
import { DATABASE_FILE_NAME, openSqliteStore, openStore, privateFolder, type Store } from "./open.server";

let opened: Store | undefined;
let opening: Promise<Store> | undefined;

export function openServerStore(): Promise<Store> {
  opening ??= openStore({ dataDir: env().dataDir, databaseUrl: env().databaseUrl }, (error) =>
    log.warn("database connection lost", { error: error.message }),
  ).then((store) => (opened = store));
  return opening;
}

/**
 * The server's store. The SQLite file opens on first use, so a script or a test that never started the server can
 * use it; a PostgreSQL store must have been opened (the server does so before it listens).
 */
export function serverStore(): Store {
  if (opened) return opened;
  if (env().databaseUrl) throw new Error("The PostgreSQL store is used before openServerStore() opened it.");
  privateFolder(env().dataDir);
  opened = openSqliteStore(path.join(env().dataDir, DATABASE_FILE_NAME));
  opening = Promise.resolve(opened);
  return opened;
}

export function db(): Db {
  return serverStore().db;
}

/**
 * Closes the server's store on SIGTERM once nothing else uses it (SQLite then folds its write-ahead log into the
 * file; PostgreSQL's pool ends its clients). It is not opened again.
 */
export async function closeServerStore(): Promise<void> {
  await opened?.close();
}
