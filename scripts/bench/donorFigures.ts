// The big donor's figures and import, timed in-process on both engines: `node --import tsx scripts/bench/donorFigures.ts`
// imports a donor of BENCH_FIGURES_ITEMS inventory items (default 100,000) through the importer into a fresh SQLite
// file and a database on a throw-away PostgreSQL cluster (tests/support/postgres.ts), then times what the donor's
// page reads (totals, impact, receipt groups, the donation's overview; median of 5) from the kept summary, and the
// same figures counted afresh over every device, as the page did before decision 091. It prints one line per engine.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { firstRow, rows, type Db } from "~/db/engine.server";
import { openStore, type Store } from "~/db/open.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { createRecordSource, DESTRUCTION_RECORDED } from "~/kits/records/recordSource.server";
import { startThrowAwayPostgres } from "../../tests/support/postgres";

const items = Number(process.env.BENCH_FIGURES_ITEMS ?? 100_000);
const DONOR = "DON-BENCH";

function inventoryCsv(dir: string): void {
  const lines = [
    "ID,Model,Status,Computer_Type,Location,Date_Added,Date_Donated,Date_Recycled,Weight,Recipient,Donor_ID," +
      "Manufacturer,System_Serial_Number,Drive_Serial_1,Destruction_Type,Date_Destroyed",
  ];
  for (let i = 0; i < items; i++) {
    const destruction = i % 10 === 9 ? "," : `Erased,2024-01-${String(10 + (i % 18)).padStart(2, "0")}`;
    lines.push(
      `B-${i},"Latitude 5${i % 1000}, 14in",Donated,${i % 3 ? "Laptop" : "Desktop"},Hoboken,2024-0${1 + (i % 9)}-02,` +
        `2024-03-01,,4.5,${i % 7 === 0 ? `A-${i}` : ""},${DONOR},Dell,SN-B-${i},DRV-B-${i},${destruction}`,
    );
  }
  writeFileSync(path.join(dir, "Computer_Inventory.csv"), lines.join("\n") + "\n");
}

async function medianMs(run: () => Promise<unknown>, count = 5): Promise<number> {
  await run(); // the first plans the queries
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

/** What the donor's page reads, from the summary. */
function keptFigures(db: Db) {
  const records = createRecordSource(db);
  return Promise.all([
    records.inventorySummary("Donor_ID", [DONOR]),
    records.donorImpact([DONOR]),
    records.receivedGroups([DONOR]),
    records.donorIdOverviews([DONOR]),
  ]);
}

/** The same, counted over every device (the page's queries before the summary). */
function recountedFigures(db: Db) {
  const donorIn = sql`"Donor_ID" IN (${DONOR})`;
  return Promise.all([
    firstRow(
      db,
      sql`SELECT COUNT(*) AS count, COALESCE(SUM("Weight"), 0) AS w FROM "Computer_Inventory" WHERE ${donorIn}`,
    ),
    firstRow(
      db,
      sql`SELECT COUNT("Recipient") AS g, COUNT("Date_Recycled") AS r,
          COALESCE(SUM(CASE WHEN ${DESTRUCTION_RECORDED} THEN 1 ELSE 0 END), 0) AS c,
          COALESCE(SUM(CASE WHEN "Recipient" IS NOT NULL OR "Date_Recycled" IS NOT NULL THEN "Weight" END), 0) AS l
        FROM "Computer_Inventory" WHERE ${donorIn}`,
    ),
    rows(
      db,
      sql`SELECT "Date_Added", "Computer_Type", COUNT(*) AS count, COALESCE(SUM("Weight"), 0) AS weight,
          COUNT("Weight") AS weighed FROM "Computer_Inventory" WHERE ${donorIn}
        GROUP BY "Date_Added", "Computer_Type" ORDER BY "Date_Added", "Computer_Type"`,
    ),
    rows(
      db,
      sql`SELECT "Donor_ID", COUNT(*) AS count, SUM(CASE WHEN ${DESTRUCTION_RECORDED} THEN 1 ELSE 0 END) AS certified,
          MIN("Date_Added") AS "firstAdded" FROM "Computer_Inventory" WHERE ${donorIn} GROUP BY "Donor_ID"`,
    ),
  ]);
}

/** BENCH_WITHOUT_SUMMARY=1: the summary's triggers dropped first, to see what they cost the import. */
const withoutSummary = process.env.BENCH_WITHOUT_SUMMARY === "1";

async function measure(name: string, store: Store, csvDir: string, dataDir: string) {
  if (withoutSummary) {
    for (const trigger of ["donor_figures_insert", "donor_figures_update", "donor_figures_delete"]) {
      const on = store.engine === "postgres" ? sql` ON "Computer_Inventory"` : sql``;
      await sql`DROP TRIGGER ${sql.id(trigger)}${on}`.execute(store.db);
    }
  }
  const started = performance.now();
  await importCrmFolder(store.db, csvDir, { notices: { publicUrl: "http://127.0.0.1", notifyStatusChanges: false } });
  const importSeconds = (performance.now() - started) / 1000;
  const kept = withoutSummary ? NaN : await medianMs(() => keptFigures(store.db));
  const recounted = await medianMs(() => recountedFigures(store.db));
  console.log(
    `${name}: import of ${items.toLocaleString("en-US")} rows ${importSeconds.toFixed(1)} s; the donor's figures ` +
      `${withoutSummary ? "(no summary kept)" : `${kept.toFixed(1)} ms from the summary`}, ${recounted.toFixed(1)} ms counted over every device ` +
      `(load average ${os.loadavg()[0]!.toFixed(2)})`,
  );
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const csvDir = mkdtempSync(path.join(os.tmpdir(), "bench-figures-csv-"));
inventoryCsv(csvDir);
const engines =
  (process.env.BENCH_DATABASE ?? "both") === "both" ? ["sqlite", "postgres"] : [process.env.BENCH_DATABASE!];
const postgres = engines.includes("postgres") ? await startThrowAwayPostgres({ name: "site-bench-figures" }) : null;
try {
  for (const engine of engines) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-figures-"));
    mkdirSync(dataDir, { recursive: true });
    const databaseUrl = engine === "postgres" ? await postgres!.createDatabase(`figures_${Date.now()}`) : undefined;
    await measure(
      engine === "postgres" ? "PostgreSQL" : "SQLite",
      await openStore({ dataDir, databaseUrl }),
      csvDir,
      dataDir,
    );
  }
} finally {
  rmSync(csvDir, { recursive: true, force: true });
  await postgres?.remove();
}
