// `npm run data:copy -- --to postgres://…`: copies the store this site uses now (the SQLite file in DATA_DIR, or
// DATABASE_URL) into an empty PostgreSQL database, every table, and prints each table's rows on both sides. Then set
// DATABASE_URL to that database and start the origins. A target that already holds rows is refused.
import { copyStore, rowCounts, TargetNotEmpty } from "~/db/copyStore.server";
import { describeLocation, openStore, scriptStoreLocation } from "~/db/open.server";
import { isPostgresUrl } from "~/platform/env.server";

const usage = "Usage: npm run data:copy -- --to postgres://user:password@host:5432/database";
const args = process.argv.slice(2);
const target = args[0] === "--to" && args.length === 2 ? args[1]! : undefined;
if (!target || !isPostgresUrl(target)) {
  console.error(usage);
  process.exit(2);
}
const location = scriptStoreLocation();
const targetLocation = { dataDir: location.dataDir, databaseUrl: target };
if (location.databaseUrl === target) {
  console.error("The target is the store itself; name another, empty database.");
  process.exit(2);
}
const from = await openStore(location);
try {
  const to = await openStore(targetLocation);
  try {
    await copyStore(from, to);
    const [source, copied] = [await rowCounts(from.db), await rowCounts(to.db)];
    console.log(`Copied ${describeLocation(location)} into ${describeLocation(targetLocation)}.`);
    console.log("table                 source     copy");
    for (const table of Object.keys(source)) {
      console.log(`${table.padEnd(20)} ${String(source[table]).padStart(7)}  ${String(copied[table]).padStart(7)}`);
    }
    if (Object.keys(source).some((table) => source[table] !== copied[table])) {
      console.error("The counts differ: the site wrote to the store during the copy. Stop it and copy again.");
      process.exitCode = 1;
    }
  } finally {
    await to.close();
  }
} catch (error) {
  console.error(error instanceof TargetNotEmpty ? error.message : `Nothing was copied: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await from.close();
}
