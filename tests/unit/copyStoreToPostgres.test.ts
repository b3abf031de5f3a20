/**
 * npm run data:copy: the tables a copy takes, and an SQLite store copied into an empty PostgreSQL database holds the
 * same rows, reads its inventory in the same order, continues its ids after the copied ones; a target that already
 * holds rows is refused untouched.
 */
import { afterEach, describe, expect, it } from "vitest";
import { copyStore, DERIVED_TABLES, rowCounts, STORE_TABLES, TargetNotEmpty } from "~/db/copyStore.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { SCHEMA_VERSION_TABLE } from "~/db/migrate.server";
import { enqueueMail } from "~/mail/outbox.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { recordActivity } from "~/kits/records/activity.server";

import {
  closeOpenedStores,
  sqliteFileStore,
  emptyPostgresStore,
  EXTRA_DEVICES,
  filledSqliteStore,
  contents,
  inventoryIds,
  maxId,
} from "../support/copyStoreRecords";

afterEach(closeOpenedStores);

describe("the tables a copy takes", () => {
  it("are every table of a migrated SQLite store but the ones it fills itself", async () => {
    const store = sqliteFileStore();
    const tables = await rows(
      store.db,
      sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    );
    expect(tables.map((table) => table.name).sort()).toEqual([...STORE_TABLES, ...DERIVED_TABLES].sort());
  });

  it("are every table of a migrated PostgreSQL database but its schema version and the ones it fills itself", async () => {
    const store = await emptyPostgresStore();
    const tables = await rows(
      store.db,
      sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.name).sort()).toEqual(
      [...STORE_TABLES, ...DERIVED_TABLES, SCHEMA_VERSION_TABLE].sort(),
    );
  });
});

describe("copying an SQLite store into an empty PostgreSQL database", () => {
  it("copies every row of every table, and the inventory keeps its order", async () => {
    const from = await filledSqliteStore();
    const to = await emptyPostgresStore();
    await copyStore(from, to);
    const counts = await rowCounts(from.db);
    expect(await rowCounts(to.db)).toEqual(counts);
    // The demo's seven devices (four of DON-1, one of DON-3, two of no donor) and the extra ones, all of DON-1.
    expect(counts.Computer_Inventory).toBe(7 + EXTRA_DEVICES);
    expect(await contents(to.db)).toEqual(await contents(from.db));
    // The partner an applicant was linked to as their record arrived (decision 083) comes along with the contacts.
    const linked = (db: Db) =>
      rows(
        db,
        sql<{ id: string; partner_id: string }>`SELECT id, partner_id FROM "Contacts"
        WHERE partner_id IS NOT NULL ORDER BY id`,
      );
    expect((await linked(from.db)).length).toBeGreaterThan(0);
    expect(await linked(to.db)).toEqual(await linked(from.db));
    const order = await inventoryIds(from.db);
    expect(order).toHaveLength(4 + EXTRA_DEVICES);
    // Insertion order, not the ids' order: the cursor reads what the store's insertion order says on both.
    expect(order).not.toEqual([...order].sort());
    expect(await inventoryIds(to.db)).toEqual(order);
  });

  it("continues the ids after the copied ones", async () => {
    const from = await filledSqliteStore();
    const to = await emptyPostgresStore();
    await copyStore(from, to);
    const copiedMail = await maxId(to.db, "mail_outbox");
    const copiedActivity = await maxId(to.db, "activity");
    expect(copiedMail).toBe(await maxId(from.db, "mail_outbox"));

    await enqueueMail(to.db, {
      emailKey: "after@example.org",
      recipient: "after@example.org",
      subject: "After the copy",
      text: "t",
      html: "h",
      notAfter: Date.now() + 60_000,
    });
    const added = await firstRow(
      to.db,
      sql<{ id: number }>`SELECT id FROM mail_outbox WHERE subject = 'After the copy'`,
    );
    expect(added!.id).toBeGreaterThan(copiedMail);
    await recordActivity(to.db, { kind: "import", actor: "test", summary: "After the copy" });
    expect(await maxId(to.db, "activity")).toBeGreaterThan(copiedActivity);
    // A device added after the copy comes after the copied ones in the inventory's order.
    await sql`INSERT INTO "Computer_Inventory" (id, "Donor_ID") VALUES ('A-NEW', 'DON-1')`.execute(to.db);
    expect(await inventoryIds(to.db)).toEqual([...(await inventoryIds(from.db)), "A-NEW"]);
  });

  it("refuses a target that already holds rows, and leaves both stores as they were", async () => {
    const from = await filledSqliteStore();
    const before = await contents(from.db);

    const holdsOne = await emptyPostgresStore();
    await hitRateLimit(holdsOne.db, "auth:9.9.9.9", 5, 60_000);
    await expect(copyStore(from, holdsOne)).rejects.toThrow(TargetNotEmpty);
    await expect(copyStore(from, holdsOne)).rejects.toThrow("rate_limits: 1");
    expect(await rowCounts(holdsOne.db)).toEqual({
      ...Object.fromEntries(STORE_TABLES.map((table) => [table, 0])),
      rate_limits: 1,
    });

    const copied = await emptyPostgresStore();
    await copyStore(from, copied);
    const copiedContents = await contents(copied.db);
    await expect(copyStore(from, copied)).rejects.toThrow(TargetNotEmpty);
    expect(await contents(copied.db)).toEqual(copiedContents);
    expect(await contents(from.db)).toEqual(before);
  });
});
