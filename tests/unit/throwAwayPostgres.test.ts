import { readdirSync } from "node:fs";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowAwayPostgres, type ThrowAwayPostgres } from "../support/postgres";
import { scratchParent } from "../support/scratch";

async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

// The cluster's folder is found by its name, which no other test file uses.
const name = `throw-away-postgres-test-${process.pid}`;
const folders = () => readdirSync(scratchParent()).filter((entry) => entry.startsWith(`${name}-`));

// One cluster for the file, as a data-layer test file would use it: the tests run in order on its state.
let postgres: ThrowAwayPostgres;
let kept: string;
let empty: string;
beforeAll(async () => {
  postgres = await startThrowAwayPostgres({ name });
});
afterAll(() => postgres?.remove());

describe("a throw-away PostgreSQL cluster", () => {
  it("keeps each database's rows to itself", async () => {
    kept = await postgres.createDatabase();
    empty = await postgres.createDatabase("second");
    expect(empty).toBe(`postgres://postgres@127.0.0.1:${postgres.port}/second`);
    await query(kept, "CREATE TABLE note (body text)");
    await query(kept, "INSERT INTO note VALUES ($1)", ["kept"]);
    expect(await query(kept, "SELECT body FROM note")).toEqual([{ body: "kept" }]);
    expect(await query(empty, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
  });

  it("refuses queries while stopped, and has the rows back once started again", async () => {
    const connected = new Client({ connectionString: kept });
    // A server that goes away terminates its connections: the client reports it as an error event too.
    connected.on("error", () => {});
    await connected.connect();
    await postgres.stopServer();
    await expect(connected.query("SELECT 1")).rejects.toThrow();
    await expect(query(kept, "SELECT 1")).rejects.toThrow(/ECONNREFUSED/);

    await postgres.startServer();
    expect(await query(kept, "SELECT body FROM note")).toEqual([{ body: "kept" }]);
  });

  it("removes its folder", async () => {
    expect(folders()).toHaveLength(1);
    await postgres.remove();
    expect(folders()).toEqual([]);
  });
});
