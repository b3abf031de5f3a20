/** The change feed's unit tests' records: an application sent, a CRM push, devices noted, and the feed's entries listed. */
/**
 * The CRM's change feed (`GET /api/crm/changes`) as the CRM reads it, on both engines: what the site created or
 * changed, in the CRM's field names, oldest first, 500 a page with the next cursor; each record once at its latest
 * change; nothing the CRM pushed or an import loaded; a record that is gone as null; and the staff download, which
 * reads every change through a cursor.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDraft } from "~/applications/server/drafts.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { type Db } from "~/db/engine.server";
import { openSqliteStore, type Store } from "~/db/open.server";
import { type Change } from "~/crm/changeFeed.server";
import { applyPush, checkPush } from "~/crm/crmPush.server";

export const NOW = Date.parse("2026-12-01T15:30:00.000Z");

/** An application sent as the site sends one; the applicant's contact id. */
export async function sendApplication(db: Db, now = NOW): Promise<string> {
  const draftId = await createDraft(db, "en", {
    screener: { zip: "07030", householdSize: 3, programme: true, basis: "programme", region: "NJ" },
    about: { fullName: "Rosa Prueba", email: "rosa@demo.example", phone: null, language: "en" },
    devices: { laptop: 1, desktop: 0, tablet: 0 },
    recommender: {
      organization: "Hoboken Family Center",
      listed: true,
      firstName: "Sam",
      lastName: "Lee",
      email: "sam@partner.example",
    },
  });
  const sent = await submitApplication(db, draftId, { publicUrl: "http://localhost", timeZone: "UTC" }, now);
  if (sent.outcome !== "sent") throw new Error("the application was not sent");
  return sent.contactId;
}

export function push(db: Db, body: unknown) {
  const checked = checkPush(body);
  if (!checked.ok) throw new Error(checked.error);
  return applyPush(db, checked.push, { publicUrl: "http://localhost", notifyStatusChanges: true });
}

export const listed = (changes: Change[]) => changes.map((change) => `${change.kind} ${change.id}`);

export async function noteDevices(db: Db, count: number) {
  for (let i = 1; i <= count; i++) await noteChange(db, "Computer_Inventory", `D-${String(i).padStart(4, "0")}`);
}

export const openSqliteFile = (): Store =>
  openSqliteStore(path.join(mkdtempSync(path.join(tmpdir(), "feed-")), "s.sqlite"));
