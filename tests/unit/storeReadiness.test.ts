import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrations } from "~/server/records/migrations.server";
import { openDatabase, openDatabaseFile } from "~/server/db/open.server";
import { StoreNewerThanCode } from "~/server/db/migrate.server";
import { CODE_SCHEMA_VERSION, storeReadiness } from "~/server/records/storeReadiness.server";

/** A store file whose schema version has been set to `version`, as another release would leave it. */
function storeAt(version: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "readiness-"));
  const file = path.join(dir, "portal.sqlite");
  const db = new Database(file);
  db.pragma(`user_version = ${version}`);
  db.close();
  return dir;
}

describe("whether the store is ready for requests", () => {
  it("is ready when the store answers at the schema version this code migrates to", () => {
    const db = openDatabaseFile(":memory:");
    expect(CODE_SCHEMA_VERSION).toBe(migrations.length);
    expect(storeReadiness(() => db)).toEqual({ ready: true, schemaVersion: migrations.length });
  });

  it("is not ready, with a reason, when the store cannot be opened or its connection is closed", () => {
    const unopenable = storeReadiness(() => {
      throw new Error("unable to open database file");
    });
    expect(unopenable).toMatchObject({ ready: false, reason: "database unreachable" });
    expect(unopenable.schemaVersion).toBeUndefined();
    const closed = openDatabaseFile(":memory:");
    closed.close();
    expect(storeReadiness(() => closed)).toMatchObject({ ready: false, reason: "database unreachable" });
  });

  it("is not ready when the store's schema is older or newer than the code's, and says which", () => {
    const db = openDatabaseFile(":memory:");
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(storeReadiness(() => db)).toEqual({
      ready: false,
      reason: `database schema is newer than this code (version ${migrations.length + 1}, code expects ${migrations.length})`,
      schemaVersion: migrations.length + 1,
    });
    db.pragma(`user_version = ${migrations.length - 1}`);
    expect(storeReadiness(() => db)).toMatchObject({
      ready: false,
      reason: expect.stringMatching(/^database schema is older than this code/),
    });
  });
});

describe("opening a store that a newer release has migrated", () => {
  it("is refused with a sentence naming both versions, and leaves the store as it was", () => {
    const dir = storeAt(migrations.length + 2);
    expect(() => openDatabase(dir)).toThrow(StoreNewerThanCode);
    expect(() => openDatabase(dir)).toThrow(
      `The store (portal.sqlite) is at schema version ${migrations.length + 2}, newer than this release's ${migrations.length}`,
    );
    const db = new Database(path.join(dir, "portal.sqlite"), { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length + 2);
    db.close();
  });

  it("still brings an older store up to date", () => {
    const db = openDatabase(storeAt(0));
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
  });
});
