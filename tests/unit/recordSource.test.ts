import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql, type Db } from "~/db/engine.server";
import { migrateSqlite } from "~/db/migrate.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/** The store's few records, the same on both engines (mixed-case names quoted, as PostgreSQL needs). */
async function seed(db: Db): Promise<Db> {
  await sql`INSERT INTO "Champions" (id, "Name", "Email", "Champion_Type", email_key) VALUES
      ('C-1', 'Ana', 'Ana@Example.org', '["Computer Applicant"]', 'ana@example.org')`.execute(db);
  await sql`INSERT INTO "Contacts" (id, "Full_Name", "Email", "Status", email_key)
      VALUES ('A-1', 'Ana', 'Ana@Example.org', 'Client', 'ana@example.org')`.execute(db);
  await sql`INSERT INTO "Computer_Donors" (id, "Company", "Email", "Donor_ID", "Status", email_key) VALUES
      ('D-1', 'Acme', 'd@example.org', 'DON-1', 'Donated', 'd@example.org')`.execute(db);
  await sql`INSERT INTO "Computer_Inventory" (id, "Model", "Weight", "Recipient", "Donor_ID") VALUES
      ('I-1', 'One', 4.5, 'A-1', 'DON-1'), ('I-2', 'Two', NULL, NULL, 'DON-1'), ('I-3', 'Three', 12, 'A-10', 'DON-1'),
      ('I-4', 'Other', 99, NULL, 'DON-10')`.execute(db);
  return db;
}

async function collect<T>(cursor: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of cursor) all.push(item);
  return all;
}

describe.each(ENGINES)("the record source (%s)", (engine) => {
  async function store() {
    return createRecordSource(await seed((await openTestStore(engine)).db));
  }

  it("finds a champion by id, and by email however it is typed", async () => {
    const records = await store();
    expect(await records.championById("C-1")).toEqual({
      id: "C-1",
      Name: "Ana",
      Email: "Ana@Example.org",
      Champion_Type: ["Computer Applicant"],
      Mobile: null,
    });
    expect((await records.championByEmail("  ANA@example.ORG "))?.id).toBe("C-1");
    expect(await records.championByEmail("nobody@example.org")).toBeNull();
    expect(await records.championById("C-2")).toBeNull();
  });

  it("finds contacts and donors by email or id", async () => {
    const records = await store();
    expect((await records.contactByEmail("ana@EXAMPLE.org"))?.id).toBe("A-1");
    expect((await records.contactById("A-1"))?.Status).toBe("Client");
    expect((await records.donorByEmail("D@example.org"))?.Company).toBe("Acme");
    expect((await records.donorById("D-1"))?.Donor_ID).toBe("DON-1");
  });

  it("totals a donor's items exactly by Donor_ID, a missing weight counting as 0", async () => {
    const records = await store();
    expect(await records.inventorySummary("Donor_ID", "DON-1")).toEqual({ count: 3, totalWeight: 16.5 });
    expect(await records.inventorySummary("Donor_ID", "DON-2")).toEqual({ count: 0, totalWeight: 0 });
  });

  it("matches a Recipient exactly, pages in a stable order and iterates every item", async () => {
    const records = await store();
    expect((await records.inventoryPage("Recipient", "A-1", { offset: 0, limit: 10 })).map((item) => item.id)).toEqual([
      "I-1",
    ]);
    expect((await records.inventoryPage("Donor_ID", "DON-1", { offset: 1, limit: 1 })).map((item) => item.id)).toEqual([
      "I-2",
    ]);
    expect((await collect(records.iterateInventory("Donor_ID", "DON-1"))).map((item) => item.Model)).toEqual([
      "One",
      "Two",
      "Three",
    ]);
  });

  it("sorts text by code point, as JavaScript does, whatever the letter case or accents", async () => {
    const { db } = await openTestStore(engine);
    const types = ["a", "B", "é", "b", "Z", "É"];
    for (const type of types) {
      await sql`INSERT INTO "Computer_Inventory" (id, "Computer_Type", "Date_Added", "Weight", "Donor_ID")
        VALUES (${`I-${type}`}, ${type}, '2024-05-01', 1, 'DON-1')`.execute(db);
    }
    const codePointOrder = [...types].sort();
    expect(codePointOrder).toEqual(["B", "Z", "a", "b", "É", "é"]);
    const records = createRecordSource(db);
    expect((await records.receivedGroups("DON-1")).map((group) => group.Computer_Type)).toEqual(codePointOrder);
    // Ids compare the same way: of records sharing an email, the first by id is found.
    for (const id of ["a", "é", "B"]) {
      await sql`INSERT INTO "Champions" (id, "Email", email_key) VALUES (${id}, 'same@example.org', 'same@example.org')`.execute(
        db,
      );
    }
    expect((await records.championByEmail("same@example.org"))?.id).toBe("B");
  });

  it("returns a donor's items in the order they were added, not by id, even after one is changed", async () => {
    const { db } = await openTestStore(engine);
    const ids = ["I-3", "I-10", "I-1", "i-2", "I-20"];
    for (const id of ids) {
      await sql`INSERT INTO "Computer_Inventory" (id, "Model", "Donor_ID") VALUES (${id}, ${`Model ${id}`}, 'DON-1')`.execute(
        db,
      );
    }
    // An update rewrites the row (PostgreSQL moves it to the table's end); its place in the order stays.
    await sql`UPDATE "Computer_Inventory" SET "Model" = 'Changed' WHERE id = 'I-3'`.execute(db);
    const records = createRecordSource(db);
    expect((await collect(records.iterateInventory("Donor_ID", "DON-1"))).map((item) => item.id)).toEqual(ids);
    expect((await records.inventoryPage("Donor_ID", "DON-1", { offset: 1, limit: 3 })).map((item) => item.id)).toEqual(
      ids.slice(1, 4),
    );
  });
});

describe("the record source on SQLite", () => {
  it("reads a donor's totals, impact and receipt groups from their summary's rows alone, never their devices (the big donor's page)", async () => {
    // A connection of the test's own, to see the statements the record source prepares.
    const file = new BetterSqlite3(":memory:");
    migrateSqlite(file);
    const db = await seed(new Kysely({ dialect: new SqliteDialect({ database: file }) }) as Db);
    const prepare = vi.spyOn(file, "prepare");
    const records = createRecordSource(db);
    await records.inventorySummary("Donor_ID", "DON-1");
    await records.donorImpact("DON-1");
    await records.receivedGroups("DON-1");
    await records.donorIdOverviews("DON-1");
    const queries = prepare.mock.calls.map(([text]) => text);
    prepare.mockRestore();
    expect(queries).toHaveLength(4);
    for (const text of queries) {
      const plan = file.prepare(`EXPLAIN QUERY PLAN ${text}`).all("DON-1") as { detail: string }[];
      // The summary's few rows of the donor, by its key (sorting a handful of groups is nothing).
      expect(plan[0]?.detail).toBe("SEARCH donor_figures USING INDEX sqlite_autoindex_donor_figures_1 (donor_id=?)");
      expect(plan.map((step) => step.detail).join(" ")).not.toContain("Computer_Inventory");
    }
    await db.destroy();
  });
});
