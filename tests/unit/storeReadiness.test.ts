import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "~/db/engine.server";
import { CODE_SCHEMA_VERSION, schemaVersionOf, StoreNewerThanCode } from "~/db/migrate.server";
import { migrations } from "~/db/migrations.server";
import { openPostgresStore, openSqliteStore, openStore } from "~/db/open.server";
import { storeReadiness } from "~/db/readiness.server";
import { startThrowAwayPostgres } from "../support/postgres";
import { closeTestStores, ENGINES, newPostgresDatabase, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** A store file whose schema version has been set to `version`, as another release would leave it. */
function storeAt(version: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "readiness-"));
  const file = path.join(dir, "portal.sqlite");
  const db = new Database(file);
  db.pragma(`user_version = ${version}`);
  db.close();
  return dir;
}

/** Sets a store's recorded schema version, as another release would leave it. */
async function setVersion(store: Awaited<ReturnType<typeof openTestStore>>, version: number) {
  if (store.engine === "sqlite") await sql.raw(`PRAGMA user_version = ${version}`).execute(store.db);
  else await sql`UPDATE schema_version SET version = ${version}`.execute(store.db);
}

describe.each(ENGINES)("whether the store is ready for requests (%s)", (engine) => {
  it("is ready when the store answers at the schema version this code migrates to", async () => {
    const store = await openTestStore(engine);
    expect(CODE_SCHEMA_VERSION).toBe(migrations.length);
    expect(await storeReadiness(() => store.db)).toEqual({ ready: true, schemaVersion: migrations.length });
  });

  it("is not ready when the store's schema is older or newer than the code's, and says which", async () => {
    const store = await openTestStore(engine);
    await setVersion(store, migrations.length + 1);
    expect(await storeReadiness(() => store.db)).toEqual({
      ready: false,
      reason: `database schema is newer than this code (version ${migrations.length + 1}, code expects ${migrations.length})`,
      schemaVersion: migrations.length + 1,
    });
    await setVersion(store, migrations.length - 1);
    expect(await storeReadiness(() => store.db)).toMatchObject({
      ready: false,
      reason: expect.stringMatching(/^database schema is older than this code/),
    });
  });
});

describe("a store that cannot be opened", () => {
  it("is not ready, with a reason, and no schema version", async () => {
    const unopenable = await storeReadiness(() => {
      throw new Error("unable to open database file");
    });
    expect(unopenable).toMatchObject({ ready: false, reason: "database unreachable" });
    expect(unopenable.schemaVersion).toBeUndefined();
  });

  it("is refused at once when PostgreSQL does not answer, with the reason", async () => {
    const url = new URL(await newPostgresDatabase());
    url.port = "1"; // nothing listens there
    await expect(openPostgresStore(url.href)).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});

describe("PostgreSQL stopped under a running store", () => {
  it("makes it not ready, and ready again once the server is back, with the same pool", async () => {
    const cluster = await startThrowAwayPostgres({ name: "readiness" });
    try {
      const store = await openPostgresStore(await cluster.createDatabase("portal"));
      expect(await storeReadiness(() => store.db)).toMatchObject({ ready: true });
      await cluster.stopServer();
      expect(await storeReadiness(() => store.db)).toMatchObject({ ready: false, reason: "database unreachable" });
      await cluster.startServer();
      expect(await storeReadiness(() => store.db)).toEqual({ ready: true, schemaVersion: migrations.length });
      await store.close();
    } finally {
      await cluster.remove();
    }
  });
});

describe("opening a store that a newer release has migrated", () => {
  it("is refused on SQLite with a sentence naming both versions, and leaves the store as it was", async () => {
    const dir = storeAt(migrations.length + 2);
    await expect(openStore({ dataDir: dir })).rejects.toThrow(StoreNewerThanCode);
    await expect(openStore({ dataDir: dir })).rejects.toThrow(
      `The database is at schema version ${migrations.length + 2}, newer than this release's ${migrations.length}`,
    );
    const db = new Database(path.join(dir, "portal.sqlite"), { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length + 2);
    db.close();
  });

  it("is refused on PostgreSQL, and leaves the database as it was", async () => {
    const url = await newPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("UPDATE schema_version SET version = $1", [migrations.length + 2]);
    await expect(openPostgresStore(url)).rejects.toThrow(StoreNewerThanCode);
    expect((await client.query("SELECT version FROM schema_version")).rows[0].version).toBe(migrations.length + 2);
    await client.end();
  });

  it("still brings an older SQLite store up to date", async () => {
    const store = openSqliteStore(path.join(storeAt(0), "portal.sqlite"));
    expect(await schemaVersionOf(store.db)).toBe(migrations.length);
    await store.close();
  });

  it("migrates an empty PostgreSQL database once when four origins open it at the same moment", async () => {
    const admin = new URL(await newPostgresDatabase());
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    // An empty database: the template's tables dropped, as a new managed database comes.
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    const stores = await Promise.all([1, 2, 3, 4].map(() => openPostgresStore(admin.href)));
    expect((await client.query("SELECT version FROM schema_version")).rows).toEqual([{ version: migrations.length }]);
    for (const store of stores) expect(await schemaVersionOf(store.db)).toBe(migrations.length);
    await Promise.all(stores.map((store) => store.close()));
    await client.end();
  });
});
