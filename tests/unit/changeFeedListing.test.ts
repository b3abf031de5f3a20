/**
 * The CRM's change feed (GET /api/crm/changes) on both engines: the cursor the CRM sends, and what the site created or
 * changed, in the CRM's field names, oldest first, 500 a page with the next cursor; each record once at its latest
 * change; nothing the CRM pushed or an import loaded; a record that is gone as null.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { noteChange } from "~/kits/records/siteChanges.server";
import { readChangePage, readCursor } from "~/crm/changeFeed.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { NOW, sendApplication, push, listed, noteDevices } from "../support/changeFeedRecords";

afterEach(closeTestStores);

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
});
