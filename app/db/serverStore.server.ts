/**
 * The server's own store, from its settings: opened (and migrated) once before the server listens
 * (`openServerStore`), closed last on SIGTERM. `db()` is its handle for every request.
 */
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import type { Db } from "./engine.server";
import { openSqliteStoreIn, openStore, type Store } from "./open.server";

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
  opened = openSqliteStoreIn(env().dataDir);
  opening = Promise.resolve(opened);
  return opened;
}

export function db(): Db {
  return serverStore().db;
}

/**
 * A cursor for a long read (a download) on the store's reader, and `release`, which ends the cursor and then the
 * reader, once however often it is called. A cursor whose database went away cannot close cleanly; that is no
 * reason to fail anything more.
 */
export function cursorOnReader<T>(open: (reader: Db) => AsyncGenerator<T>): {
  cursor: AsyncGenerator<T>;
  release: () => void;
} {
  const reader = serverStore().reader();
  const cursor = open(reader.db);
  let released = false;
  return {
    cursor,
    release() {
      if (released) return;
      released = true;
      void cursor
        .return(undefined)
        .catch(() => undefined)
        .then(() => reader.close());
    },
  };
}

/**
 * Closes the server's store on SIGTERM once nothing else uses it (SQLite then folds its write-ahead log into the
 * file; PostgreSQL's pool ends its clients). It is not opened again.
 */
export async function closeServerStore(): Promise<void> {
  await opened?.close();
}
