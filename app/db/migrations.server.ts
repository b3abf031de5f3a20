/**
 * The store's schema, one numbered step at a time, each in the SQL of both engines: step N runs once on a store
 * whose schema version is below N (SQLite's `user_version`, PostgreSQL's `schema_version` table). A step that has
 * run is never edited (stores in use have applied it as written); a change is a new step at the end, written for
 * both, at the end of migrations/sqlite.server.ts and migrations/postgres.server.ts. A new CRM field is a field in
 * `schema.server.ts` plus an `ADD COLUMN` step in each.
 *
 * The PostgreSQL text differs only where the engines do (decision 077): mixed-case names quoted (PostgreSQL folds
 * unquoted ones to lower case; queries quote them too, and SQLite reads them the same), millisecond times BIGINT,
 * weights DOUBLE PRECISION, an identity column for SQLite's AUTOINCREMENT, a `rowid` column standing for SQLite's
 * implicit one (the inventory's insertion order), and text compared byte by byte (`COLLATE "C"`, SQLite's BINARY),
 * so both engines sort and match alike whatever the server's locale.
 */
import type { Engine } from "./engine.server";
import { postgresSteps } from "./migrations/postgres.server";
import { sqliteSteps } from "./migrations/sqlite.server";

export { SENT_LINK_REMOVED } from "./migrations/shared.server";

/** Step N (1-based) is `migrations[N - 1]`, the same step in each engine's SQL. */
if (sqliteSteps.length !== postgresSteps.length) throw new Error("Every migration step is written for both engines.");
export const migrations: readonly Readonly<Record<Engine, string>>[] = sqliteSteps.map((text, index) => ({
  sqlite: text,
  postgres: postgresSteps[index]!,
}));
