/**
 * The CRM import's unit tests' stores and folders: a store as the server keeps it, a folder of exports, and a refusal's
 * sentence.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { openSqliteStore, type Store } from "~/db/open.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { closeTestStores, openTestStore } from "./testStores";

const onDisk: Store[] = [];

/** Closes the stores the test opened (for `afterEach`). */
export async function closeImportStores() {
  await Promise.all(onDisk.splice(0).map((store) => store.close()));
  await closeTestStores();
}

/** A store as the server and the command keep it: an SQLite file of its own, or a PostgreSQL database. */
export async function openStore(engine: Engine): Promise<Db> {
  if (engine === "postgres") return (await openTestStore(engine)).db;
  const store = openSqliteStore(path.join(mkdtempSync(path.join(tmpdir(), "import-safety-store-")), "portal.sqlite"));
  onDisk.push(store);
  return store.db;
}

export function folder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "import-safety-"));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

export const fullContacts =
  "Record Id,Full_Name,Email,Phone,Status,Denial_Reason,Nominating_Organization,Recommenders_Name,Recommenders_Last_Name,Recommenders_Email,Laptop_Quantity,Desktop_Quantity,Tablet_Quantity\n" +
  "A-1,Ana Díaz,ana@example.org,201-555-0101,Applicants to approve,,Hoboken Family Center,Rosa,Diaz,rosa@partner.example,1,,2\n" +
  "A-2,Ben Lee,ben@example.org,201-555-0102,Recommendation Received,,Jersey City Library,Sam,Lee,sam@partner.example,,1,\n";

export const everything = (db: Db) => rows(db, sql<Record<string, unknown>>`SELECT * FROM "Contacts" ORDER BY id`);
export const inventory = "ID,Model,Weight,Donor_ID\nI-1,Dell,4.5,DON-1\n";

export async function refusal(db: Db, files: Record<string, string | Buffer>): Promise<string> {
  const error = await importCrmFolder(db, folder(files)).then(
    () => null,
    (thrown: Error) => thrown,
  );
  expect(error, "the import was refused").not.toBeNull();
  return error!.message;
}
