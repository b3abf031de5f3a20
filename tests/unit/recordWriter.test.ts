import { afterEach, describe, expect, it } from "vitest";
import { firstRow, sql } from "~/db/engine.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { Champions, Computer_Inventory } from "~/kits/records/schema.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

describe.each(ENGINES)("the record writer (%s)", (engine) => {
  it("tells created, updated and unchanged records apart", async () => {
    const { db } = await openTestStore(engine);
    const writer = createRecordWriter(db, Champions);
    const ana = { id: "C-1", Name: "Ana", Email: "ana@example.org", Champion_Type: ["Computer Applicant"] };
    expect(await writer.write(ana)).toBe("created");
    expect(await writer.write(ana)).toBe("unchanged");
    expect(await writer.write({ ...ana, Champion_Type: ["Computer Applicant", "Computer Donor"] })).toBe("updated");
    expect(writer.counts).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
  });

  it("keeps the fields a partial record leaves out, and creates a new id with them empty", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Computer_Inventory).write(
      Computer_Inventory.schema.parse({
        id: "I-1",
        Model: "Dell",
        Status: "Refurbished",
        Weight: "4.5",
        Donor_ID: "DON-1",
      }),
    );
    const weights = createRecordWriter(db, Computer_Inventory, ["Weight"]);
    expect(await weights.write({ id: "I-1", Weight: 5 })).toBe("updated");
    expect(await weights.write({ id: "I-2", Weight: 3 })).toBe("created");
    const records = createRecordSource(db);
    expect(await records.inventorySummary("Donor_ID", "DON-1")).toEqual({ count: 1, totalWeight: 5 });
    const row = await firstRow(db, sql`SELECT * FROM "Computer_Inventory" WHERE id = ${"I-1"}`);
    expect(row).toMatchObject({ Model: "Dell", Status: "Refurbished", Weight: 5, Donor_ID: "DON-1" });
    const created = await firstRow(db, sql`SELECT * FROM "Computer_Inventory" WHERE id = ${"I-2"}`);
    expect(created).toMatchObject({ Model: null, Status: null, Weight: 3, Donor_ID: null });
  });

  it("writes many records as one write after another would, a record given twice included, past one batch", async () => {
    const { db } = await openTestStore(engine);
    const writer = createRecordWriter(db, Computer_Inventory, ["Model", "Weight"]);
    await writer.write({ id: "I-0", Model: "Dell", Weight: 4 });
    const many = Array.from({ length: 1_200 }, (_, i) => ({ id: `I-${i}`, Model: "Dell", Weight: 4 }));
    // I-7 is given again with another weight, then again the same: updated, then unchanged.
    const outcomes = await writer.writeMany([
      ...many.slice(0, 700),
      { id: "I-7", Model: "Dell", Weight: 6 },
      { id: "I-7", Model: "Dell", Weight: 6 },
      ...many.slice(700),
    ]);
    expect(outcomes.slice(0, 2)).toEqual(["unchanged", "created"]);
    expect(outcomes.slice(700, 702)).toEqual(["updated", "unchanged"]);
    expect(writer.counts).toMatchObject({ created: 1_200, updated: 1, unchanged: 2 });
    expect([...writer.changedFields].sort()).toEqual(["Model", "Weight"]);
    const count = await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM "Computer_Inventory"`);
    expect(Number(count?.n)).toBe(1_200);
    const twice = await firstRow(db, sql`SELECT "Weight" FROM "Computer_Inventory" WHERE id = ${"I-7"}`);
    expect(twice).toMatchObject({ Weight: 6 });
  });

  it("removes a record by id and says whether there was one", async () => {
    const { db } = await openTestStore(engine);
    const writer = createRecordWriter(db, Champions);
    await writer.write({ id: "C-1", Name: "Ana", Email: "ana@example.org", Champion_Type: [] });
    expect(await writer.remove("C-1")).toBe(true);
    expect(await writer.remove("C-1")).toBe(false);
    expect(writer.counts.deleted).toBe(1);
    expect(await createRecordSource(db).championById("C-1")).toBeNull();
  });
});
