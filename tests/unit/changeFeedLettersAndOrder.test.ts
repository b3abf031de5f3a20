/**
 * The CRM's change feed on both engines: recommendations and follow-ups by their numbers, the staff download reading
 * every change through a cursor, and on PostgreSQL the numbers visible in the order they were given.
 */
import { afterEach, describe, expect, it } from "vitest";
import { recordRecommendation } from "~/applications/server/recommendations.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { firstRow, sql } from "~/db/engine.server";
import { everyChangeAfter, readChangePage, type Change, type ChangePage } from "~/crm/changeFeed.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { NOW, sendApplication, listed, noteDevices, openSqliteFile } from "../support/changeFeedRecords";

afterEach(closeTestStores);

describe.each(ENGINES)("the change feed (%s)", (engine) => {
  const openStore = async () => (await openTestStore(engine)).db;

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
