import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { recentActivity } from "~/kits/records/activity.server";
import { importCrmFiles, importCrmFolder, LargeRemovalRefused } from "~/kits/records/crmImport.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "crm-import-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const champions =
  'Record Id,Name,Email,Champion_Type\nC-1,"Zoë O\'Brien, Jr.",Zoe@Example.org ,Computer Donor; Newsletter\n';

/** How many rows a query counts (`SELECT COUNT(*) AS n ...`). */
async function count(db: Db, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return (await firstRow(db, query))!.n;
}

describe.each(ENGINES)("importing CRM exports (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

  it("accepts id, ID and Record Id as the record id column", async () => {
    const db = await openStore();
    await importCrmFolder(
      db,
      folder({
        "Champions.csv": champions,
        "Contacts.csv": "id,Full_Name,Email,Status\nA-1,Ana,ana@example.org,Client\n",
        "Computer_Inventory.csv": "ID,Model,Weight,Donor_ID\nI-1,Dell,4.5,DON-1\n",
      }),
    );
    const records = createRecordSource(db);
    expect((await records.championById("C-1"))?.Name).toBe("Zoë O'Brien, Jr.");
    expect((await records.contactById("A-1"))?.Status).toBe("Client");
    expect(await records.inventorySummary("Donor_ID", "DON-1")).toEqual({ count: 1, totalWeight: 4.5 });
  });

  it("splits Champion_Type on ';' and finds the champion by email, trimmed and case-insensitive", async () => {
    const db = await openStore();
    await importCrmFolder(db, folder({ "Champions.csv": champions }));
    const champion = await createRecordSource(db).championByEmail("  ZOE@example.ORG");
    expect(champion).toMatchObject({ id: "C-1", Champion_Type: ["Computer Donor", "Newsletter"] });
  });

  it("loads quoted commas, quotes, newlines and UTF-8 exactly", async () => {
    const db = await openStore();
    const donors =
      "\uFEFFid,Company,Name,Email,Mailing_Street,Donor_ID,Status\n" +
      'D-1,"Müller & Söhne, ""GmbH""","Łukasz",l@example.org,"Suite 5\nFloor 2",DON-1,Donated\n';
    await importCrmFolder(db, folder({ "Computer_Donors.csv": donors }));
    const donor = await createRecordSource(db).donorByEmail("L@EXAMPLE.ORG");
    expect(donor).toMatchObject({
      Company: 'Müller & Söhne, "GmbH"',
      Name: "Łukasz",
      Mailing_Street: "Suite 5\nFloor 2",
    });
  });

  it("is idempotent: importing again updates records instead of duplicating them", async () => {
    const db = await openStore();
    await importCrmFolder(db, folder({ "Champions.csv": champions }));
    await importCrmFolder(
      db,
      folder({ "Champions.csv": "id,Name,Email,Champion_Type\nC-1,Zoe,zoe@example.org,Computer Applicant\n" }),
    );
    expect(await count(db, sql`SELECT COUNT(*) AS n FROM "Champions"`)).toBe(1);
    expect((await createRecordSource(db).championById("C-1"))?.Champion_Type).toEqual(["Computer Applicant"]);
  });

  it("changes nothing when a file has a bad line, and names the file and line", async () => {
    const db = await openStore();
    await importCrmFolder(db, folder({ "Champions.csv": champions }));
    const bad = folder({
      "Champions.csv": "id,Name,Email,Champion_Type\nC-2,New,new@example.org,Computer Donor\n",
      "Computer_Inventory.csv": "ID,Model,Weight,Donor_ID\nI-1,Dell,4.5,DON-1\nI-2,HP,heavy,DON-1\n",
    });
    await expect(importCrmFolder(db, bad)).rejects.toThrow("Computer_Inventory.csv, line 3");
    expect(await createRecordSource(db).championById("C-2")).toBeNull();
    expect(await createRecordSource(db).championById("C-1")).not.toBeNull();
  });

  it("names the line of a broken quote or a row with the wrong number of fields", async () => {
    const db = await openStore();
    const wrongCount = folder({ "Contacts.csv": "id,Full_Name,Email\nA-1,Ana,a@b.org\nA-2,Ben\n" });
    await expect(importCrmFolder(db, wrongCount)).rejects.toThrow(/Contacts\.csv, line 3/);
    const noId = folder({ "Contacts.csv": "Full_Name,Email\nAna,a@b.org\n" });
    await expect(importCrmFolder(db, noId)).rejects.toThrow(/Contacts\.csv, line 1: no record id column/);
    const emptyId = folder({ "Contacts.csv": "id,Full_Name\n,Ana\n" });
    await expect(importCrmFolder(db, emptyId)).rejects.toThrow(/Contacts\.csv, line 2: the record id is empty/);
  });

  it("imports 100,000 inventory rows in one run, every weight counted", async () => {
    const db = await openStore();
    const lines = ["ID,Model,Computer_Type,Weight,Donor_ID"];
    for (let i = 0; i < 100_000; i++) lines.push(`I-${i},Model ${i},Laptop,${i % 7 === 0 ? "" : "2.5"},DON-BIG`);
    const dir = folder({ "Computer_Inventory.csv": lines.join("\n") + "\n" });
    // How long it takes is measured by `npm run bench` (docs/performance.md), not here: a busy machine only slows it.
    await importCrmFolder(db, dir);
    const summary = await createRecordSource(db).inventorySummary("Donor_ID", "DON-BIG");
    expect(summary.count).toBe(100_000);
    expect(summary.totalWeight).toBe(2.5 * (100_000 - Math.ceil(100_000 / 7)));
  });

  it("reports per file what it read, created, updated and queued, and logs the import", async () => {
    const db = await openStore();
    const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };
    const contacts = (status: string) =>
      `id,Full_Name,Email,Status\nA-1,Ana,ana@example.org,${status}\nA-2,Ben,ben@example.org,Client\n`;
    await importCrmFolder(db, folder({ "Contacts.csv": contacts("Applicants to approve") }), { notices });
    const results = await importCrmFolder(
      db,
      folder({ "Contacts.csv": contacts("Approved Applicants"), "Champions.csv": champions }),
      {
        notices,
        actor: "a***@example.org",
      },
    );
    expect(results).toEqual([
      {
        file: "Champions.csv",
        kind: "Champions",
        read: 1,
        created: 1,
        updated: 0,
        deleted: 0,
        statusEmails: 0,
        columnsChanged: ["Name", "Email", "Champion_Type"],
        columnsIgnored: [],
      },
      {
        file: "Contacts.csv",
        kind: "Contacts",
        read: 2,
        created: 0,
        updated: 1,
        deleted: 0,
        statusEmails: 1,
        columnsChanged: ["Status"],
        columnsIgnored: [],
      },
    ]);
    const again = await importCrmFolder(db, folder({ "Contacts.csv": contacts("Approved Applicants") }), { notices });
    expect(again[0]).toMatchObject({ read: 2, updated: 0, statusEmails: 0 });
    expect(await count(db, sql`SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = ${"status"}`)).toBe(1);
    expect(
      (await recentActivity(db)).map((entry) => [entry.kind, entry.actor, entry.summary, entry.counts.statusEmails]),
    ).toEqual([
      ["import", "command line", "Import of Contacts.csv", 0],
      ["import", "a***@example.org", "Import of Champions.csv, Contacts.csv", 1],
      ["import", "command line", "Import of Contacts.csv", 0],
    ]);
  });

  it("imports named files of a chosen kind", async () => {
    const db = await openStore();
    const dir = folder({ "upload-1.tmp": "id,Name,Email\nC-9,Cy,cy@example.org\n" });
    const results = await importCrmFiles(db, [
      { path: path.join(dir, "upload-1.tmp"), kind: "Champions", name: "champions (3).csv" },
    ]);
    expect(results[0]).toMatchObject({ file: "champions (3).csv", kind: "Champions", created: 1 });
    await expect(
      importCrmFiles(db, [
        { path: path.join(dir, "upload-1.tmp"), kind: "Champions" },
        { path: path.join(dir, "upload-1.tmp"), kind: "Champions" },
      ]),
    ).rejects.toThrow("Two files hold Champions records");
  });

  describe("a complete import", () => {
    const people = (n: number, from = 1) =>
      "id,Name,Email\n" +
      Array.from({ length: n }, (_, i) => `C-${i + from},P${i + from},p${i + from}@example.org\n`).join("");

    it("removes the records its files no longer hold, and only of the kinds it imports", async () => {
      const db = await openStore();
      await importCrmFolder(db, folder({ "Champions.csv": people(4), "Contacts.csv": "id,Full_Name\nA-1,Ana\n" }));
      const results = await importCrmFolder(db, folder({ "Champions.csv": people(3) }), { complete: true });
      expect(results[0]).toMatchObject({ read: 3, deleted: 1 });
      const records = createRecordSource(db);
      expect(await records.championById("C-4")).toBeNull();
      expect(await records.championById("C-3")).not.toBeNull();
      expect(await records.contactById("A-1")).not.toBeNull();
      expect((await recentActivity(db))[0]).toMatchObject({
        summary: "Complete import of Champions.csv",
        counts: expect.objectContaining({ deleted: 1 }),
      });
    });

    it("refuses to remove more than half of a kind's records unless told again, changing nothing", async () => {
      const db = await openStore();
      await importCrmFolder(db, folder({ "Champions.csv": people(10) }));
      const truncated = folder({ "Champions.csv": people(4, 7) + "C-11,New,new@example.org\n" });
      const refusal = importCrmFolder(db, truncated, { complete: true });
      await expect(refusal).rejects.toThrow(LargeRemovalRefused);
      await expect(importCrmFolder(db, truncated, { complete: true })).rejects.toThrow(
        "Champions.csv would remove 6 of the 10 records",
      );
      expect(await count(db, sql`SELECT COUNT(*) AS n FROM "Champions"`)).toBe(10);
      expect(await recentActivity(db)).toHaveLength(1);
      const confirmed = await importCrmFolder(db, truncated, { complete: true, confirmLargeRemoval: true });
      expect(confirmed[0]).toMatchObject({ read: 5, created: 1, deleted: 6 });
      expect(await count(db, sql`SELECT COUNT(*) AS n FROM "Champions"`)).toBe(5);
    });

    it("removes exactly half without asking", async () => {
      const db = await openStore();
      await importCrmFolder(db, folder({ "Champions.csv": people(4) }));
      expect((await importCrmFolder(db, folder({ "Champions.csv": people(2) }), { complete: true }))[0]?.deleted).toBe(
        2,
      );
    });
  });
});
