/**
 * npm run data:backup: a PostgreSQL store copied back into a new SQLite file holds the same rows, in the same inventory
 * order.
 */
import { afterEach, describe, expect, it } from "vitest";
import { copyStore, rowCounts } from "~/db/copyStore.server";

import {
  closeOpenedStores,
  sqliteFileStore,
  emptyPostgresStore,
  filledSqliteStore,
  contents,
  inventoryIds,
} from "../support/copyStoreRecords";

afterEach(closeOpenedStores);

describe("copying a PostgreSQL store back into a new SQLite file", () => {
  it("holds the same rows, in the same inventory order", async () => {
    const original = await filledSqliteStore();
    const postgres = await emptyPostgresStore();
    await copyStore(original, postgres);
    const backup = sqliteFileStore();
    await copyStore(postgres, backup);
    expect(await rowCounts(backup.db)).toEqual(await rowCounts(postgres.db));
    expect(await rowCounts(backup.db)).toEqual(await rowCounts(original.db));
    expect(await contents(backup.db)).toEqual(await contents(original.db));
    expect(await inventoryIds(backup.db)).toEqual(await inventoryIds(original.db));
  });
});
