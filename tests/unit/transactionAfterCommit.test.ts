/**
 * One transaction per command, on both engines: what a command asks to run once its writes are committed (the
 * senders' wake-ups) runs after the commit of the outermost transaction, never on a rollback, and at once outside a
 * transaction; a transaction opened inside another is the same transaction, committed once.
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { closeTestStores, ENGINES, openOtherConnection, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** A row of the store's rate limits, the simplest table to write a row into. */
const write = (db: Db, key: string) =>
  sql`INSERT INTO rate_limits (bucket, window_start, hits) VALUES (${key}, 0, 1)`.execute(db);
const holds = async (db: Db, key: string) =>
  (await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM rate_limits WHERE bucket = ${key}`))!.n > 0;

describe.each(ENGINES)("after commit (%s)", (engine) => {
  it("runs a callback queued inside a transaction only once the transaction has committed", async () => {
    const store = await openTestStore(engine);
    const seen: string[] = [];
    await inTransaction(store.db, async (trx) => {
      await write(trx, "a");
      afterCommit(trx, () => seen.push("woken"));
      expect(seen).toEqual([]);
      seen.push("last statement");
    });
    expect(seen).toEqual(["last statement", "woken"]);
    expect(await holds(store.db, "a")).toBe(true);
  });

  it("drops a queued callback when the transaction rolls back", async () => {
    const store = await openTestStore(engine);
    const seen: string[] = [];
    await expect(
      inTransaction(store.db, async (trx) => {
        await write(trx, "b");
        afterCommit(trx, () => seen.push("woken"));
        throw new Error("refused part-way");
      }),
    ).rejects.toThrow("refused part-way");
    expect(seen).toEqual([]);
    expect(await holds(store.db, "b")).toBe(false);
  });

  it("runs a callback at once outside a transaction", async () => {
    const store = await openTestStore(engine);
    const seen: string[] = [];
    afterCommit(store.db, () => seen.push("woken"));
    expect(seen).toEqual(["woken"]);
  });

  it("runs a nested transaction's work in the outer one: one commit, its callbacks after it, once each", async () => {
    const store = await openTestStore(engine);
    // Another connection sees only what is committed; SQLite in memory has one, which waits for the commit.
    const other = engine === "postgres" ? (await openOtherConnection(store)).db : store.db;
    const seen: string[] = [];
    const wake = () => seen.push("woken");
    await inTransaction(store.db, async (outer) => {
      await inTransaction(outer, async (inner) => {
        expect(inner).toBe(outer);
        await write(inner, "c");
        afterCommit(inner, wake);
      });
      // The inner transaction has ended: on its own it would have committed and woken the sender by now.
      expect(seen).toEqual([]);
      if (engine === "postgres") expect(await holds(other, "c")).toBe(false);
      afterCommit(outer, wake);
    });
    expect(seen).toEqual(["woken"]);
    expect(await holds(other, "c")).toBe(true);
  });

  it("rolls back a nested transaction's writes with the outer one, and drops its callbacks", async () => {
    const store = await openTestStore(engine);
    const seen: string[] = [];
    await expect(
      inTransaction(store.db, async (outer) => {
        await inTransaction(outer, async (inner) => {
          await write(inner, "d");
          afterCommit(inner, () => seen.push("woken"));
        });
        throw new Error("the outer command refused");
      }),
    ).rejects.toThrow("the outer command refused");
    expect(seen).toEqual([]);
    expect(await holds(store.db, "d")).toBe(false);
  });
});
