// `npm run data:import -- DIR`: loads CRM exports (Champions.csv, Contacts.csv, Computer_Donors.csv,
// Computer_Inventory.csv) from DIR into the store in DATA_DIR. One transaction: a bad file changes nothing.
import path from "node:path";
import { importCrmFolder } from "~/server/records/crmImport.server";
import { openDatabase } from "~/server/records/store.server";

const dir = process.argv[2];
if (!dir) {
  console.error("Usage: npm run data:import -- DIR   (a folder holding the CRM's CSV exports)");
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const db = openDatabase(dataDir);
const started = Date.now();
try {
  const summary = await importCrmFolder(db, path.resolve(dir));
  for (const [file, rows] of Object.entries(summary)) console.log(`${file}: ${rows} records`);
  console.log(`Imported into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Nothing was imported. ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  db.close();
}
