/**
 * The CRM's change feed (`GET /api/crm/changes`) as the CRM reads it, on both engines: what the site created or
 * changed, in the CRM's field names, oldest first, 500 a page with the next cursor; each record once at its latest
 * change; nothing the CRM pushed or an import loaded; a record that is gone as null; and the staff download, which
 * reads every change through a cursor.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDraft } from "~/applications/server/drafts.server";
import { recordRecommendation } from "~/applications/server/recommendations.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { openSqliteStore, type Store } from "~/db/open.server";
import { everyChangeAfter, readChangePage, readCursor, type Change, type ChangePage } from "~/crm/changeFeed.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { applyPush, checkPush } from "~/crm/crmPush.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.parse("2026-12-01T15:30:00.000Z");

/** An application sent as the site sends one; the applicant's contact id. */
async function sendApplication(db: Db, now = NOW): Promise<string> {
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

function push(db: Db, body: unknown) {
  const checked = checkPush(body);
  if (!checked.ok) throw new Error(checked.error);
  return applyPush(db, checked.push, { publicUrl: "http://localhost", notifyStatusChanges: true });
}

const listed = (changes: Change[]) => changes.map((change) => `${change.kind} ${change.id}`);

async function noteDevices(db: Db, count: number) {
  for (let i = 1; i <= count; i++) await noteChange(db, "Computer_Inventory", `D-${String(i).padStart(4, "0")}`);
}

const openSqliteFile = (): Store => openSqliteStore(path.join(mkdtempSync(path.join(tmpdir(), "feed-")), "s.sqlite"));

describe("the cursor the CRM sends", () => {
  it("is a whole number of 0 or more, or absent for the beginning; anything else is refused with a sentence", () => {
    expect(readCursor(null)).toEqual({ ok: true, after: 0 });
    expect(readCursor("0")).toEqual({ ok: true, after: 0 });
    expect(readCursor("0042")).toEqual({ ok: true, after: 42 });
    for (const bad of ["", "-1", "1.5", "1e3", " 7", "0x10", "abc", "99999999999999999999"]) {
      const read = readCursor(bad);
      expect(read.ok, bad).toBe(false);
      if (!read.ok) expect(read.error).toMatch(/^after must be a cursor this feed gave \(a whole number, 0 or more\)/);
    }
  });
});

describe.each(ENGINES)("the change feed (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

  it("lists a sent application's applicant and champion in the CRM's field names, oldest first", async () => {
    const db = await openStore();
    const contactId = await sendApplication(db);
    const page = await readChangePage(db, 0);
    const championId = `WEBC-${contactId.slice("WEB-".length)}`;
    expect(listed(page.changes)).toEqual([`Contacts ${contactId}`, `Champions ${championId}`]);
    const [contact, champion] = page.changes;
    expect(contact!.record).toEqual({
      id: contactId,
      Full_Name: "Rosa Prueba",
      Email: "rosa@demo.example",
      Phone: null,
      Status: "Applicants No Recommendation",
      Denial_Reason: null,
      Nominating_Organization: "Hoboken Family Center",
      Recommenders_Name: "Sam",
      Recommenders_Last_Name: "Lee",
      Recommenders_Email: "sam@partner.example",
      Laptop_Quantity: "1",
      Desktop_Quantity: null,
      Tablet_Quantity: null,
      Contact_By: "Email",
    });
    expect(champion!.record).toEqual({
      id: championId,
      Name: "Rosa Prueba",
      Email: "rosa@demo.example",
      Champion_Type: ["Computer Applicant"],
      Mobile: null,
    });
    expect(page.changes.map((change) => change.changedAt)).toEqual([
      "2026-12-01T15:30:00.000Z",
      "2026-12-01T15:30:00.000Z",
    ]);
    expect(Number(champion!.cursor)).toBeGreaterThan(Number(contact!.cursor));
    expect(page).toMatchObject({ next: champion!.cursor, more: false });
    // Asked again from where it stopped: nothing new, and the same cursor to keep.
    expect(await readChangePage(db, Number(page.next))).toEqual({ changes: [], next: page.next, more: false });
  });

  it("gives 500 changes a page, oldest first, with the next cursor and whether more follow", async () => {
    const db = await openStore();
    await noteDevices(db, 1001);
    const first = await readChangePage(db, 0);
    expect(first.changes).toHaveLength(500);
    expect(first.changes[0]!.id).toBe("D-0001");
    expect(first.changes[499]!.id).toBe("D-0500");
    expect(first).toMatchObject({ next: first.changes[499]!.cursor, more: true });
    const second = await readChangePage(db, Number(first.next));
    expect(listed(second.changes)).toEqual(
      Array.from({ length: 500 }, (_, i) => `Computer_Inventory D-${String(501 + i).padStart(4, "0")}`),
    );
    expect(second.more).toBe(true);
    const last = await readChangePage(db, Number(second.next));
    expect(listed(last.changes)).toEqual(["Computer_Inventory D-1001"]);
    expect(last).toMatchObject({ next: last.changes[0]!.cursor, more: false });
    // Devices the store does not hold are listed as gone.
    expect(last.changes[0]!.record).toBeNull();
  });

  it("lists a record changed twice once, at its latest change, and again after a later change", async () => {
    const db = await openStore();
    await push(db, { module: "Contacts", records: [{ id: "A-1", Full_Name: "Ana" }] });
    await push(db, { module: "Champions", records: [{ id: "C-1", Name: "Ana", Champion_Type: "Computer Donor" }] });
    await noteChange(db, "Contacts", "A-1", NOW);
    await noteChange(db, "Champions", "C-1", NOW + 1000);
    await noteChange(db, "Contacts", "A-1", NOW + 2000);
    const page = await readChangePage(db, 0);
    expect(listed(page.changes)).toEqual(["Champions C-1", "Contacts A-1"]);
    expect(page.changes[1]!.changedAt).toBe(new Date(NOW + 2000).toISOString());
    expect(page.changes[1]!.record).toMatchObject({ id: "A-1", Full_Name: "Ana" });
    expect(page.changes[0]!.record).toEqual({
      id: "C-1",
      Name: "Ana",
      Email: null,
      Champion_Type: ["Computer Donor"],
      Mobile: null,
    });
    await noteChange(db, "Champions", "C-1", NOW + 3000);
    const later = await readChangePage(db, Number(page.next));
    expect(listed(later.changes)).toEqual(["Champions C-1"]);
    expect(Number(later.next)).toBeGreaterThan(Number(page.next));
  });

  it("does not list what the CRM pushed or an import loaded, even records the site changed before", async () => {
    const db = await openStore();
    const contactId = await sendApplication(db);
    const before = await readChangePage(db, 0);
    await push(db, {
      module: "Contacts",
      records: [
        { id: contactId, Status: "Approved Applicants" },
        { id: "A-9", Full_Name: "Pushed Person" },
      ],
    });
    const exports = mkdtempSync(path.join(tmpdir(), "feed-import-"));
    writeFileSync(
      path.join(exports, "Contacts.csv"),
      `id,Full_Name,Status\n${contactId},Rosa Prueba,Client\nA-10,Imported,\n`,
    );
    await importCrmFolder(db, exports, { actor: "test" });
    expect(await readChangePage(db, Number(before.next))).toEqual({ changes: [], next: before.next, more: false });
    // Read from the beginning, the site's own change is where it was, with the record as it is now.
    const again = await readChangePage(db, 0);
    expect(again.changes.map((change) => change.cursor)).toEqual(before.changes.map((change) => change.cursor));
    expect(again.changes[0]!.record).toMatchObject({ id: contactId, Status: "Client" });
  });

  it("lists a record that no longer exists with record null", async () => {
    const db = await openStore();
    await push(db, { module: "Computer_Inventory", records: [{ id: "D-1", Model: "ThinkPad", Recipient: "A-1" }] });
    await noteChange(db, "Computer_Inventory", "D-1", NOW);
    expect((await readChangePage(db, 0)).changes[0]!.record).toMatchObject({ id: "D-1", Recipient: "A-1" });
    await push(db, { module: "Computer_Inventory", deleted: ["D-1"] });
    const page = await readChangePage(db, 0);
    expect(page.changes).toEqual([
      {
        cursor: page.next,
        kind: "Computer_Inventory",
        id: "D-1",
        changedAt: new Date(NOW).toISOString(),
        record: null,
      },
    ]);
  });

  it("lists a recommendation sent through its link by its number, saying a letter is attached, never its bytes", async () => {
    const db = await openStore();
    const contactId = await sendApplication(db);
    const after = (await readChangePage(db, 0)).next;
    const link = await firstRow(
      db,
      sql<{ id: number; token_hash: string }>`SELECT id, token_hash FROM recommendations`,
    );
    const letter = Buffer.from("%PDF-1.7 the letter");
    const answers = { howKnown: "Client of our centre", howLong: "Two years", howHelp: "Homework and job search" };
    const notices = { publicUrl: "http://localhost", notifyStatusChanges: true };
    const receivedAt = NOW + 60_000;
    expect(
      await recordRecommendation(
        db,
        link!.token_hash,
        answers,
        { type: "application/pdf", bytes: letter },
        "Sam Lee",
        notices,
        receivedAt,
      ),
    ).toBe(true);
    const page = await readChangePage(db, Number(after));
    // The recommendation moved the applicant on, so the applicant is listed again, after what the CRM already read.
    expect(listed(page.changes)).toEqual([`Contacts ${contactId}`, `Recommendations ${link!.id}`]);
    expect(page.changes[0]!.record).toMatchObject({ Status: "Recommendation Received" });
    expect(page.changes[1]).toEqual({
      cursor: page.next,
      kind: "Recommendations",
      id: String(link!.id),
      changedAt: new Date(receivedAt).toISOString(),
      record: {
        id: String(link!.id),
        Contact_Id: contactId,
        Recommenders_Name: "Sam",
        Recommenders_Last_Name: "Lee",
        Recommenders_Email: "sam@partner.example",
        Requested_At: new Date(NOW).toISOString(),
        Received_At: new Date(receivedAt).toISOString(),
        Replaced_At: null,
        How_Known: "Client of our centre",
        How_Long: "Two years",
        How_Help: "Homework and job search",
        Serves_Region: true,
        Written_By: "Sam Lee",
        Letter_Attached: true,
      },
    });
    expect(JSON.stringify(page)).not.toContain("%PDF");
  });

  it("lists an applicant's follow-up by the contact id, and an id that is no recommendation's number as gone", async () => {
    const db = await openStore();
    const contactId = await sendApplication(db);
    await sql`INSERT INTO follow_ups (contact_id, sent_at, answered_at, using_it, working_well, anything_else)
       VALUES (${contactId}, ${NOW}, ${NOW + 3_600_000}, 'yes', 'Mostly', 'The battery is weak')`.execute(db);
    const after = Number((await readChangePage(db, 0)).next);
    await noteChange(db, "Follow_Ups", contactId, NOW + 3_600_000);
    await noteChange(db, "Recommendations", "not-a-number", NOW + 3_600_000);
    const page = await readChangePage(db, after);
    expect(page.changes.map((change) => change.record)).toEqual([
      {
        id: contactId,
        Contact_Id: contactId,
        Sent_At: new Date(NOW).toISOString(),
        Answered_At: new Date(NOW + 3_600_000).toISOString(),
        Using_It: "yes",
        Working_Well: "Mostly",
        Anything_Else: "The battery is weak",
      },
      null,
    ]);
  });

  it("the staff download reads every change after a cursor, each record once, through a cursor", async () => {
    const store = engine === "sqlite" ? openSqliteFile() : await openTestStore(engine);
    try {
      await noteDevices(store.db, 1203);
      const after = (await readChangePage(store.db, 0)).changes[0]!.cursor;
      await noteChange(store.db, "Computer_Inventory", "D-0002");
      const reader = store.reader();
      const read: Change[] = [];
      try {
        for await (const change of everyChangeAfter(reader.db, store.db, Number(after))) read.push(change);
      } finally {
        await reader.close();
      }
      // D-0001 is at the cursor; D-0002 changed again last, so it comes last, once.
      const expected = Array.from({ length: 1201 }, (_, i) => `D-${String(i + 3).padStart(4, "0")}`);
      expect(read.map((change) => change.id)).toEqual([...expected, "D-0002"]);
      const cursors = read.map((change) => Number(change.cursor));
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
      expect(new Set(cursors).size).toBe(read.length);
    } finally {
      if (engine === "sqlite") await store.close();
    }
  });
});

describe("on PostgreSQL, a change committed after the CRM read is never behind the cursor it was given", () => {
  it("a second writer waits for the first, so the numbers become visible in order", async () => {
    const { db } = await openTestStore("postgres");
    let finishFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (finishFirst = resolve));
    let firstNoted!: () => void;
    const noted = new Promise<void>((resolve) => (firstNoted = resolve));
    const first = db.transaction().execute(async (trx) => {
      await noteChange(trx, "Contacts", "A-first");
      firstNoted();
      await firstMayFinish;
    });
    await noted;
    let secondDone = false;
    const second = noteChange(db, "Contacts", "A-second").then(() => (secondDone = true));
    // Until the second writer has either finished or is seen waiting for the first one's lock.
    for (let tries = 0; !secondDone && tries < 1500; tries++) {
      const waiting = await firstRow(
        db,
        sql<{ count: number }>`SELECT COUNT(*) AS count FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      if (Number(waiting!.count) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    let read: ChangePage;
    try {
      read = await readChangePage(db, 0);
      expect(read).toEqual({ changes: [], next: "0", more: false });
    } finally {
      finishFirst();
      await Promise.all([first, second]);
    }
    expect(listed((await readChangePage(db, Number(read.next))).changes)).toEqual([
      "Contacts A-first",
      "Contacts A-second",
    ]);
  });
});
