/**
 * The handle every module of the store takes, and the helpers its queries use. `engineOf` tells which engine a
 * handle speaks, for the few statements the engines write differently (the outbox claim's row lock, the advisory
 * locks of db/); everything else is the same SQL on both, through Kysely.
 */
import { Kysely, PostgresAdapter, SelectQueryNode, sql, type RawBuilder } from "kysely";

/** The two engines the same SQL runs on (decision 077). */
export type Engine = "sqlite" | "postgres";

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

/** Rows a cursor reads at a time on PostgreSQL (SQLite reads them one by one from its file). */
const CURSOR_ROWS = 500;

/**
 * Streams a query's rows through the engine's cursor (a server-side cursor on PostgreSQL). Kysely's SQLite driver
 * streams only what it knows to be a SELECT, and a query written with the `sql` tag is opaque to it, so the compiled
 * query is marked as one (it is: every caller passes a SELECT).
 */
export async function* streamRows<Row>(db: Db, query: RawBuilder<Row>): AsyncGenerator<Row> {
  const compiled = { ...query.compile(db), query: SelectQueryNode.create() };
  for await (const chunk of db.getExecutor().stream<Row>(compiled, CURSOR_ROWS)) yield* chunk.rows;
}

export { sql };
