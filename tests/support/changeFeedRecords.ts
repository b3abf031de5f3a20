/**
 * The change feed's unit tests' records: an application sent, a CRM push, devices noted, and the feed's entries listed.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { noteChange } from "~/kits/records/siteChanges.server";
import { type Db } from "~/db/engine.server";
import { sendRosaApplication } from "./applicationRecords";
import { openSqliteStore, type Store } from "~/db/open.server";
import { type Change } from "~/crm/changeFeed.server";
import { pushRecords } from "./crmRecords";

export const NOW = Date.parse("2026-12-01T15:30:00.000Z");

/** An application sent as the site sends one; the applicant's contact id. */
export const sendApplication = (db: Db, now = NOW): Promise<string> =>
  sendRosaApplication(db, { language: "en", timeZone: "UTC", now });

export const push = (db: Db, body: unknown) =>
  pushRecords(db, body, { publicUrl: "http://localhost", notifyStatusChanges: true });

export const listed = (changes: Change[]) => changes.map((change) => `${change.kind} ${change.id}`);

export async function noteDevices(db: Db, count: number) {
  for (let i = 1; i <= count; i++) await noteChange(db, "Computer_Inventory", `D-${String(i).padStart(4, "0")}`);
}

export const openSqliteFile = (): Store =>
  openSqliteStore(path.join(mkdtempSync(path.join(tmpdir(), "feed-")), "s.sqlite"));
