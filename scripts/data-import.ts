// `npm run data:import -- [--complete [--confirm-large-removal]] DIR`: loads CRM exports (Champions.csv,
// Contacts.csv, Computer_Donors.csv, Computer_Inventory.csv, Partners.csv) from DIR into the store (DATABASE_URL, or DATA_DIR), through the
// same importer as the staff upload. A file changes only the columns it has, and each file's line names the columns
// it changed. One transaction: a bad file changes nothing. `--complete` also removes the
// records of each imported kind that its file no longer holds; it refuses to remove more than half of a kind's
// records unless `--confirm-large-removal` is given too. Applicants whose status changed are emailed by the server.
import path from "node:path";
import { describeFileResult, importCrmFolder, LargeRemovalRefused } from "~/kits/records/crmImport.server";
import { describeLocation, openStore, scriptStoreLocation } from "~/db/open.server";

const usage =
  "Usage: npm run data:import -- [--complete [--confirm-large-removal]] DIR\n" +
  "  DIR                      a folder holding the CRM's CSV exports\n" +
  "  --complete               the files are complete exports: remove records they no longer hold\n" +
  "  --confirm-large-removal  with --complete, allow a file to remove more than half of its records";

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith("--")));
const folders = args.filter((arg) => !arg.startsWith("--"));
const known = new Set(["--complete", "--confirm-large-removal"]);
const unknown = [...flags].filter((flag) => !known.has(flag));
if (folders.length !== 1 || unknown.length > 0 || (flags.has("--confirm-large-removal") && !flags.has("--complete"))) {
  if (unknown.length > 0) console.error(`Unknown option: ${unknown.join(", ")}`);
  console.error(usage);
  process.exit(2);
}
const complete = flags.has("--complete");
const location = scriptStoreLocation();
const store = await openStore(location);
const started = Date.now();
try {
  const results = await importCrmFolder(store.db, path.resolve(folders[0]!), {
    actor: "command line",
    complete,
    confirmLargeRemoval: flags.has("--confirm-large-removal"),
  });
  for (const result of results) console.log(describeFileResult(result));
  const removed = results.reduce((total, result) => total + result.deleted, 0);
  if (complete) console.log(`Complete import: ${removed} ${removed === 1 ? "record" : "records"} removed in all.`);
  console.log(`Imported into ${describeLocation(location)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const emails = results.reduce((total, result) => total + result.statusEmails, 0);
  if (emails > 0) console.log("The server sends the status emails (within seconds while it runs).");
} catch (error) {
  console.error(`Nothing was imported. ${(error as Error).message}`);
  if (error instanceof LargeRemovalRefused)
    console.error("To remove them, run again with --complete --confirm-large-removal.");
  process.exitCode = 1;
} finally {
  await store.close();
}
