import { openDatabase, type Db } from "./database.server";
import { env } from "./env.server";

let instance: Db | undefined;

/** The server's one connection to the store in DATA_DIR, opened (and migrated) on first use. */
export function db(): Db {
  instance ??= openDatabase(env.dataDir);
  return instance;
}
