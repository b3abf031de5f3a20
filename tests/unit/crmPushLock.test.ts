/**
 * Two CRM pushes of one applicant at once, on PostgreSQL (issue 45 §4, decision 107): the second waits for the
 * first's commit and reads the status the first wrote, so the applicant hears of a change once. (SQLite's write
 * transactions already run one at a time.)
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { closeTestStores, openTestStore } from "../support/testStores";
import { pushRecords } from "../support/crmRecords";

afterEach(closeTestStores);

/** Locks asked for and not yet granted in this database: who is waiting for whom. */
async function waitingLocks(db: Db): Promise<number> {
  const row = await firstRow(
    db,
    sql<{ count: number }>`SELECT COUNT(*) AS count FROM pg_locks
       WHERE NOT granted AND (database IS NULL OR database = (SELECT oid FROM pg_database WHERE datname = current_database()))`,
  );
  return Number(row!.count);
}

describe("two CRM pushes of one applicant at once (postgres)", () => {
  it("run one after the other, so the status change is emailed once", async () => {
    const { db } = await openTestStore("postgres");
    await pushRecords(db, {
      module: "Contacts",
      records: [{ id: "A-1", Full_Name: "Ana", Email: "ana@example.org", Status: "Applicants No Recommendation" }],
    });
    // A staff edit of the applicant holds the row, so both pushes are under way before either can write.
    let releaseRow!: () => void;
    const rowMayGo = new Promise<void>((resolve) => (releaseRow = resolve));
    let rowHeld!: () => void;
    const held = new Promise<void>((resolve) => (rowHeld = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await sql`UPDATE "Contacts" SET "Phone" = '201-555-0100' WHERE id = 'A-1'`.execute(trx);
      rowHeld();
      await rowMayGo;
    });
    await held;
    const approved = (name: string) =>
      pushRecords(db, { module: "Contacts", records: [{ id: "A-1", Full_Name: name, Status: "Approved Applicants" }] });
    const pushes = [approved("Ana Díaz"), approved("Ana M. Díaz")];
    try {
      // Until both pushes are seen waiting (for the row, or for the other push).
      for (let tries = 0; (await waitingLocks(db)) < 2 && tries < 1500; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      releaseRow();
      await holder;
    }
    const results = await Promise.all(pushes);
    expect(results.map((result) => result.statusEmails).sort()).toEqual([0, 1]);
    expect(await rows(db, sql`SELECT recipient FROM mail_outbox WHERE kind = 'status' AND record_id = 'A-1'`)).toEqual([
      { recipient: "ana@example.org" },
    ]);
  });
});
