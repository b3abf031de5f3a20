/**
 * The stores a data-layer test runs on: an SQLite store in memory and a PostgreSQL database of its own, made from
 * the migrated template in the run's throw-away cluster (tests/support/vitestPostgres.ts).
 */
import pg from "pg";
import { inject } from "vitest";
import type { Engine } from "~/db/engine.server";
import { openPostgresStore, openSqliteStore, type Store } from "~/db/open.server";

export const ENGINES: readonly Engine[] = ["sqlite", "postgres"];

let made = 0;

/** A new, empty database copied from the migrated template; its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const admin = new URL(inject("postgresAdminUrl"));
  const name = `test_${process.pid}_${Date.now().toString(36)}_${++made}`;
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    // Two workers copying the template at the same moment, or a template connection still closing, is refused for
    // the moment: tried again shortly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE portal_template`);
        break;
      } catch (error) {
        if (attempt >= 50 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
  admin.pathname = `/${name}`;
  return admin.href;
}

/** The open stores, each with the PostgreSQL database made for it (none for SQLite in memory). */
const open: { store: Store; database?: string }[] = [];

/** A migrated, empty store of this engine; `closeTestStores` (afterEach) closes it. */
export async function openTestStore(engine: Engine): Promise<Store> {
  if (engine === "sqlite") {
    const store = openSqliteStore(":memory:");
    open.push({ store });
    return store;
  }
  const url = await newPostgresDatabase();
  const store = await openPostgresStore(url);
  open.push({ store, database: new URL(url).pathname.slice(1) });
  return store;
}

/**
 * A second pool on a PostgreSQL test store's database: another connection, which sees only what is committed. It is
 * closed with the stores.
 */
export async function openOtherConnection(store: Store): Promise<Store> {
  const database = open.find((entry) => entry.store === store)?.database;
  if (!database) throw new Error("openOtherConnection takes a PostgreSQL store from openTestStore");
  const url = new URL(inject("postgresAdminUrl"));
  url.pathname = `/${database}`;
  const other = await openPostgresStore(url.href);
  open.push({ store: other });
  return other;
}

/**
 * Closes the stores and drops their PostgreSQL databases: a unit run makes some 400, and left standing they fill the
 * cluster's folder with gigabytes that would be written and removed for nothing.
 */
export async function closeTestStores(): Promise<void> {
  const closing = open.splice(0);
  await Promise.all(closing.map(({ store }) => store.close()));
  const databases = closing.flatMap(({ database }) => (database ? [database] : []));
  if (databases.length === 0) return;
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  try {
    for (const database of databases) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
