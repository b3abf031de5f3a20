// `npm run data:demo`: loads the small demo set in scripts/demo-data (an applicant at each status, a donor
// with inventory and one without, two Shield subscribers) through the same importer as real CRM exports, and three
// class sessions to come (scripts/demoClassSessions.ts). Re-running is harmless.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { describeLocation, openStore, scriptStoreLocation } from "~/db/open.server";
import { siteSettings } from "~/platform/env.server";
import { addDemoClassSessions } from "./demoClassSessions";

const demoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo-data");
const location = scriptStoreLocation();
const store = await openStore(location);
try {
  await importCrmFolder(store.db, demoDir);
  // The zone the demo's class days are counted in, read by its own rule: the script needs no other setting.
  await addDemoClassSessions(
    store.db,
    siteSettings.declarations.ORG_TIME_ZONE.rule.parse(process.env.ORG_TIME_ZONE || undefined),
  );
  console.log(
    `Demo data loaded into ${describeLocation(location)}. Sign-in addresses are listed in docs/portal.md ("Demo data").`,
  );
} finally {
  await store.close();
}
