/**
 * The one place that knows which engine a connection speaks, for the few statements the engines write differently
 * (a row lock, an advisory lock, a temporary table). Everything else is the same SQL on both, through Kysely.
 */
import { Kysely, PostgresAdapter, sql, type RawBuilder } from "kysely";
import type { Engine } from "./migrations.server";

export type { Engine } from "./migrations.server";

/**
 * The store's tables as Kysely sees them. Queries are written with Kysely's `sql` tag (the column lists come from
 * the record schema, so a typed table list would only repeat it); each names the row type it reads.
 */
export type Db = Kysely<Record<string, Record<string, unknown>>>;

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** The rows a raw query returns. */
export async function rows<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

/** The first row a raw query returns, or undefined. */
export async function firstRow<Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> {
  return (await query.execute(db)).rows[0];
}

/** How many rows a write changed (inserted, updated or deleted). */
export async function changes(db: Db, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(db)).numAffectedRows ?? 0);
}

/** A name written into SQL as a quoted identifier, so PostgreSQL keeps its letter case as SQLite does. */
export const ref = (name: string) => sql.id(name);

export { sql };
