// `npm run data:backup -- FILE`: a consistent copy of the store while the site runs, as an SQLite file. SQLite's
// online backup copies page by page and restarts a step when the server writes meanwhile, so the copy is one
// moment's state. On PostgreSQL (DATABASE_URL) every table is read in one transaction into the new file, which
// `npm run data:copy` loads back into an empty database (no pg_dump needed).
import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { copyStore } from "~/db/copyStore.server";
import {
  DATABASE_FILE_NAME,
  describeLocation,
  openSqliteStore,
  openStore,
  scriptStoreLocation,
} from "~/db/open.server";

const target = process.argv[2];
if (!target) {
  console.error(
    "Usage: npm run data:backup -- FILE   (where to write the copy, e.g. backups/portal-2026-11-22.sqlite)",
  );
  process.exit(2);
}
const location = scriptStoreLocation();
const dataDir = location.dataDir;
if (!location.databaseUrl && !existsSync(path.join(dataDir, DATABASE_FILE_NAME))) {
  console.error(`There is no store in ${dataDir} to back up (set DATA_DIR to the site's data folder).`);
  process.exit(1);
}
const file = path.resolve(target);
if (existsSync(file)) {
  console.error(`${file} already exists; choose a new file name so no backup is overwritten.`);
  process.exit(1);
}
const store = await openStore(location);
try {
  // The copy holds what the store holds (personal data, sign-in links): readable by this user only.
  process.umask(0o077);
  if (location.databaseUrl) {
    const copy = openSqliteStore(file);
    try {
      await copyStore(store, copy);
    } finally {
      await copy.close();
    }
  } else {
    const source = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
  }
  const copy = new Database(file, { readonly: true });
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") throw new Error(`the copy failed its integrity check (${String(check)})`);
  console.log(`Backed up ${describeLocation(location)} to ${file}.`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
