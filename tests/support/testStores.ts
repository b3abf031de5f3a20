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

const open: Store[] = [];

/** A migrated, empty store of this engine; `closeTestStores` (afterEach) closes it. */
export async function openTestStore(engine: Engine): Promise<Store> {
  const store =
    engine === "sqlite" ? openSqliteStore(":memory:") : await openPostgresStore(await newPostgresDatabase());
  open.push(store);
  return store;
}

export async function closeTestStores(): Promise<void> {
  await Promise.all(open.splice(0).map((store) => store.close()));
}
