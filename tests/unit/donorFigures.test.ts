import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkPush, applyPush } from "~/crm/crmPush.server";
import { copyStore } from "~/db/copyStore.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { createRecordSource, DESTRUCTION_RECORDED } from "~/kits/records/recordSource.server";
import { Computer_Inventory } from "~/kits/records/schema.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: false };
const DONORS = ["DON-1", "DON-2", "DON-3"];

/** What the donor's page shows, from the summary the store keeps (the record source). */
async function kept(db: Db, donorIds: string[]) {
  const records = createRecordSource(db);
  return {
    overviews: await records.donorIdOverviews(donorIds),
    summary: await records.inventorySummary("Donor_ID", donorIds),
    impact: await records.donorImpact(donorIds),
    received: await records.receivedGroups(donorIds),
  };
}

/** The same figures counted afresh over every device (the queries the page ran before the summary). */
async function recounted(db: Db, donorIds: string[]) {
  const donorIn = sql`"Donor_ID" IN (${sql.join(donorIds)})`;
  const overviews = await rows(
    db,
    sql<{ Donor_ID: string; count: number; certified: number; firstAdded: string | null }>`SELECT "Donor_ID",
        COUNT(*) AS count, SUM(CASE WHEN ${DESTRUCTION_RECORDED} THEN 1 ELSE 0 END) AS certified,
        MIN("Date_Added") AS "firstAdded"
      FROM "Computer_Inventory" WHERE ${donorIn} GROUP BY "Donor_ID"`,
  );
  const summary = await firstRow(
    db,
    sql<{ count: number; totalWeight: number }>`SELECT COUNT(*) AS count, COALESCE(SUM("Weight"), 0) AS "totalWeight"
      FROM "Computer_Inventory" WHERE ${donorIn}`,
  );
  const impact = await firstRow(
    db,
    sql<Record<string, number>>`SELECT COUNT("Recipient") AS "givenToPeople", COUNT("Date_Recycled") AS recycled,
        COALESCE(SUM(CASE WHEN ${DESTRUCTION_RECORDED} THEN 1 ELSE 0 END), 0) AS "certificatesReady",
        COALESCE(SUM(CASE WHEN "Recipient" IS NOT NULL OR "Date_Recycled" IS NOT NULL THEN "Weight" END), 0)
          AS "landfillPounds"
      FROM "Computer_Inventory" WHERE ${donorIn}`,
  );
  const received = await rows(
    db,
    sql<Record<string, unknown>>`SELECT "Date_Added", "Computer_Type", COUNT(*) AS count,
        COALESCE(SUM("Weight"), 0) AS weight, COUNT("Weight") AS weighed
      FROM "Computer_Inventory" WHERE ${donorIn}
      GROUP BY "Date_Added", "Computer_Type" ORDER BY "Date_Added", "Computer_Type"`,
  );
  return { overviews, summary, impact, received };
}

/** Every donor's figures, alone and together, as kept and as counted afresh (weights to the ounce's thousandth). */
async function expectFiguresRecounted(db: Db) {
  const round = (value: unknown) =>
    JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === "number" ? Math.round(v * 1000) / 1000 : v)));
  const sortById = <T extends { Donor_ID: string }>(list: T[]) =>
    [...list].sort((a, b) => a.Donor_ID.localeCompare(b.Donor_ID));
  for (const donorIds of [...DONORS.map((id) => [id]), DONORS]) {
    const [summary, counted] = [await kept(db, donorIds), await recounted(db, donorIds)];
    expect(round({ ...summary, overviews: sortById(summary.overviews) }), donorIds.join()).toEqual(
      round({ ...counted, overviews: sortById(counted.overviews) }),
    );
  }
}

const inventoryHeader =
  "ID,Model,Status,Computer_Type,Date_Added,Date_Recycled,Weight,Recipient,Donor_ID,Destruction_Type,Date_Destroyed";

function importFolder(lines: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "donor-figures-"));
  writeFileSync(path.join(dir, "Computer_Inventory.csv"), [inventoryHeader, ...lines].join("\n") + "\n");
  return dir;
}

async function importLines(db: Db, lines: string[], complete = false) {
  const dir = importFolder(lines);
  try {
    await importCrmFolder(db, dir, { complete, confirmLargeRemoval: true, notices });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 60 devices over three donors, days, kinds, weights (some missing), destinations and destructions. */
function firstExport(): string[] {
  return Array.from({ length: 60 }, (_, i) => {
    const donor = DONORS[i % 3];
    const type = ["Laptop", "Desktop", ""][i % 3 === 0 ? i % 2 : 2 - (i % 3)];
    const day = i % 7 === 0 ? "" : `2025-0${1 + (i % 4)}-1${i % 5}`;
    const weight = i % 5 === 0 ? "" : String(1.1 * (i % 9) + 0.3);
    const recipient = i % 4 === 0 ? `A-${i}` : "";
    const recycled = i % 6 === 1 ? "2025-06-01" : "";
    const [destruction, destroyed] =
      i % 5 === 2 ? ["No Drive", ""] : i % 3 === 1 ? ["Destroyed", "2025-05-02"] : ["", ""];
    return `I-${i},Model ${i},Donated,${type},${day},${recycled},${weight},${recipient},${donor},${destruction},${destroyed}`;
  });
}

describe.each(ENGINES)("each donor's kept figures (%s)", (engine) => {
  it("equal the figures counted afresh after imports, pushes, staff's writes, deletes and a copy", async () => {
    const store = await openTestStore(engine);
    const { db } = store;
    await importLines(db, firstExport());
    await expectFiguresRecounted(db);

    // The same export again changes nothing; a changed one moves devices between days, kinds and donors.
    await importLines(db, firstExport());
    await expectFiguresRecounted(db);
    const changed = firstExport().map((line, i) => {
      const fields = line.split(",");
      if (i % 10 === 3) fields[8] = "DON-3";
      if (fields[3] === "Laptop") fields[3] = "Desktop";
      if (i % 8 === 0) fields[4] = "2025-09-09";
      return fields.join(",");
    });
    await importLines(db, changed);
    await expectFiguresRecounted(db);

    // A push of a few fields of some devices, new devices, and deletes.
    const checked = checkPush({
      module: "Computer_Inventory",
      records: [
        { id: "I-1", Weight: 20.25, Recipient: "A-99" },
        { id: "I-2", Donor_ID: "DON-1", Date_Added: "2024-12-31" },
        { id: "I-200", Donor_ID: "DON-2", Computer_Type: "Tablet", Weight: 1.5, Date_Destroyed: "2025-02-02" },
        { id: "I-201", Donor_ID: null, Weight: 3 },
      ],
      deleted: ["I-5", "I-6", "I-nothing"],
    });
    if (!checked.ok) throw new Error(checked.error);
    await applyPush(db, checked.push, notices);
    await expectFiguresRecounted(db);

    // Staff's writes: a device handed to an applicant and taken back, a donation date set, a device given a donor.
    await sql`UPDATE "Computer_Inventory" SET "Recipient" = 'A-7' WHERE id = 'I-8'`.execute(db);
    await sql`UPDATE "Computer_Inventory" SET "Recipient" = NULL WHERE id = 'I-12'`.execute(db);
    await sql`UPDATE "Computer_Inventory" SET "Donor_ID" = 'DON-1' WHERE id = 'I-201'`.execute(db);
    await createRecordWriter(db, Computer_Inventory, ["Date_Recycled"]).writeMany([
      { id: "I-9", Date_Recycled: "2025-07-07" },
      { id: "I-10", Date_Recycled: null },
    ]);
    await sql`UPDATE "Computer_Inventory" SET certificate_number = 'N-1' WHERE id = 'I-11'`.execute(db);
    await expectFiguresRecounted(db);

    // A complete import that no longer lists a third of the devices removes them.
    await importLines(
      db,
      changed.filter((_, i) => i % 3 !== 1),
      true,
    );
    await expectFiguresRecounted(db);
    await createRecordWriter(db, Computer_Inventory).remove("I-3");
    await expectFiguresRecounted(db);

    // A donor whose every device is gone has no figures left behind.
    await sql`DELETE FROM "Computer_Inventory" WHERE "Donor_ID" = 'DON-2'`.execute(db);
    await expectFiguresRecounted(db);
    const left = await firstRow(
      db,
      sql<{ n: number }>`SELECT COUNT(*) AS n FROM donor_figures WHERE donor_id = 'DON-2'`,
    );
    expect(left?.n).toBe(0);

    // A copy into another store (data:copy, data:backup) arrives with the same figures.
    const target = await openTestStore(engine === "sqlite" ? "postgres" : "sqlite");
    await copyStore(store, target);
    await expectFiguresRecounted(target.db);
  });
});
