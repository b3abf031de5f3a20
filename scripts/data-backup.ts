// `npm run data:backup -- FILE`: a consistent copy of the store while the site runs. SQLite's online backup
// copies page by page and restarts a step when the server writes meanwhile, so the copy is one moment's state.
import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { DATABASE_FILE_NAME, openDatabase } from "~/server/records/store.server";

const target = process.argv[2];
if (!target) {
  console.error(
    "Usage: npm run data:backup -- FILE   (where to write the copy, e.g. backups/portal-2026-11-22.sqlite)",
  );
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
if (!existsSync(path.join(dataDir, DATABASE_FILE_NAME))) {
  console.error(`There is no store in ${dataDir} to back up (set DATA_DIR to the site's data folder).`);
  process.exit(1);
}
const file = path.resolve(target);
if (existsSync(file)) {
  console.error(`${file} already exists; choose a new file name so no backup is overwritten.`);
  process.exit(1);
}
const db = openDatabase(dataDir);
try {
  // The copy holds what the store holds (personal data, sign-in links): readable by this user only.
  process.umask(0o077);
  await db.backup(file);
  const copy = new Database(file, { readonly: true });
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") throw new Error(`the copy failed its integrity check (${String(check)})`);
  console.log(`Backed up ${dataDir} to ${file}.`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  db.close();
}
