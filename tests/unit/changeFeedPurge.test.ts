/**
 * The hourly purge and the CRM's change feed (issue 45 §4, decision 107): a change the CRM has read (it asked after a
 * cursor at or past it) goes once older than CHANGE_FEED_RETENTION_DAYS; a change it has not read stays, whatever
 * its age.
 */
import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { markFeedRead, readChangePage } from "~/crm/changeFeed.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { purgeExpired } from "~/startup/retention.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 1);
const windows = { retentionMs: 30 * DAY, changeFeedRetentionMs: 10 * DAY, now };

const kept = async (db: Db) =>
  (await rows(db, sql<{ record_id: string }>`SELECT record_id FROM site_changes ORDER BY seq`)).map(
    (row) => row.record_id,
  );

/** Changes to three applicants 40, 20 and 5 days ago, and a fourth 40 days ago noted after them. */
async function noteFour(db: Db): Promise<string[]> {
  await noteChange(db, "Contacts", "A-old", now - 40 * DAY);
  await noteChange(db, "Contacts", "A-month", now - 20 * DAY);
  await noteChange(db, "Contacts", "A-recent", now - 5 * DAY);
  await noteChange(db, "Contacts", "A-unread", now - 40 * DAY);
  return (await readChangePage(db, 0)).changes.map((change) => change.cursor);
}

afterEach(closeTestStores);

describe.each(ENGINES)("the change feed's purge (%s)", (engine) => {
  it("removes what the CRM read once older than the window, and keeps what it has not read, however old", async () => {
    const { db } = await openTestStore(engine);
    const cursors = await noteFour(db);
    // The CRM read the first three and asks after the third's cursor.
    await markFeedRead(db, Number(cursors[2]));
    const removed = await purgeExpired(db, windows);
    expect(removed["changes the CRM read"]).toBe(2);
    expect(await kept(db)).toEqual(["A-recent", "A-unread"]);
    // What the CRM has not read is still there for its next read.
    const next = await readChangePage(db, Number(cursors[2]));
    expect(next.changes.map((change) => change.id)).toEqual(["A-unread"]);
  });

  it("purges nothing before the CRM has read the feed", async () => {
    const { db } = await openTestStore(engine);
    await noteFour(db);
    await readChangePage(db, 0);
    await markFeedRead(db, 0);
    expect((await purgeExpired(db, windows))["changes the CRM read"]).toBe(0);
    expect(await kept(db)).toHaveLength(4);
  });

  it("counts an earlier cursor asked again as no less read, and a cursor past the latest change only up to it", async () => {
    const { db } = await openTestStore(engine);
    const cursors = await noteFour(db);
    await markFeedRead(db, Number(cursors[1]));
    await markFeedRead(db, Number(cursors[0]));
    expect((await purgeExpired(db, windows))["changes the CRM read"]).toBe(2);
    expect(await kept(db)).toEqual(["A-recent", "A-unread"]);

    await noteChange(db, "Contacts", "A-later", now - 40 * DAY);
    // A cursor no page gave (past every change) reads only as far as the latest change there was then.
    await markFeedRead(db, Number(cursors[3]) + 1_000);
    await noteChange(db, "Contacts", "A-after-the-read", now - 40 * DAY);
    await purgeExpired(db, windows);
    expect(await kept(db)).toEqual(["A-recent", "A-after-the-read"]);
  });
});
