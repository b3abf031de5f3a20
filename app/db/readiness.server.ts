/**
 * Whether the store can serve requests: it answers, and its schema is the one this code migrates to. `/readyz` and
 * the metrics ask only this.
 */
import type { Db } from "./engine.server";
import { CODE_SCHEMA_VERSION, schemaVersionOf } from "./migrate.server";
import { db } from "./serverStore.server";

export { CODE_SCHEMA_VERSION } from "./migrate.server";

export type StoreReadiness =
  | { ready: true; schemaVersion: number }
  /** `schemaVersion` is absent when the store did not answer; `cause` is for the log, never for the answer. */
  | { ready: false; reason: string; schemaVersion?: number; cause?: string };

/** Asks the store one cheap question (its schema version); never throws. */
export async function storeReadiness(open: () => Db = db): Promise<StoreReadiness> {
  let schemaVersion: number;
  try {
    schemaVersion = await schemaVersionOf(open());
  } catch (error) {
    return { ready: false, reason: "database unreachable", cause: String((error as Error)?.message ?? error) };
  }
  if (schemaVersion === CODE_SCHEMA_VERSION) return { ready: true, schemaVersion };
  // The store changed under the running process (a newer release migrated it, or an older copy was put in its
  // place): this code would misread it, so the origin stops taking requests until it is replaced or restarted.
  const relation = schemaVersion < CODE_SCHEMA_VERSION ? "older" : "newer";
  return {
    ready: false,
    reason: `database schema is ${relation} than this code (version ${schemaVersion}, code expects ${CODE_SCHEMA_VERSION})`,
    schemaVersion,
  };
}
