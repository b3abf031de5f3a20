import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runAlone } from "~/db/jobLock.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { openPostgresStore, type Store } from "~/db/open.server";
import { recordActivity } from "~/kits/records/activity.server";
import { purgeExpired } from "~/startup/retention.server";
import { closeTestStores, ENGINES, newPostgresDatabase, openTestStore } from "../support/testStores";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 1);
const retentionMs = 30 * DAY;
const count = async (db: Db, table: string) =>
  (await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n;
/** One column of a table, sorted. */
const column = async (db: Db, name: string, table: string) =>
  (await rows(db, sql<Record<string, unknown>>`SELECT ${sql.id(name)} FROM ${sql.table(table)} ORDER BY 1`)).map(
    (row) => row[name],
  );

async function mail(db: Db, state: string, ageDays: number) {
  const at = now - ageDays * DAY;
  await sql`INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at, state)
     VALUES ('a@b.org', 'a@b.org', 's', 'link', 'link', ${at}, ${at + 15 * 60 * 1000}, ${at}, ${state})`.execute(db);
}

afterEach(closeTestStores);

describe.each(ENGINES)("the purge (%s)", (engine) => {
  it("removes sent and set-aside mail older than the retention period, never mail still to send", async () => {
    const { db } = await openTestStore(engine);
    for (const state of ["sent", "expired", "abandoned", "pending", "sending"]) {
      await mail(db, state, 31);
      await mail(db, state, 29);
    }
    const removed = await purgeExpired(db, { retentionMs, now });
    expect(removed.mail).toBe(3);
    const left = await rows(
      db,
      sql<{ state: string; created_at: number }>`SELECT state, created_at FROM mail_outbox ORDER BY id`,
    );
    expect(left.filter((row) => row.created_at < now - retentionMs).map((row) => row.state)).toEqual([
      "pending",
      "sending",
    ]);
    expect(left).toHaveLength(7);
  });

  it("removes the file outbox's messages written before the retention period, and nothing else in that folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "retention-"));
    const outbox = path.join(dataDir, "outbox");
    mkdirSync(outbox);
    const file = (name: string, ageDays: number) => {
      writeFileSync(path.join(outbox, name), "To: a@b.org\n\nhttps://example.org/portal?recordId=C-1&jwt=x.y.z\n");
      const at = (now - ageDays * DAY) / 1000;
      utimesSync(path.join(outbox, name), at, at);
    };
    file("1.eml", 31);
    file("2.eml", 40);
    file("3.eml", 29);
    file("notes.txt", 40);
    const { db } = await openTestStore(engine);
    expect((await purgeExpired(db, { retentionMs, now, dataDir }))["outbox files"]).toBe(2);
    expect(readdirSync(outbox).sort()).toEqual(["3.eml", "notes.txt"]);
    // A store that has never written a file has no outbox folder: nothing to do, nothing fails.
    expect(
      (await purgeExpired(db, { retentionMs, now, dataDir: mkdtempSync(path.join(tmpdir(), "retention-")) }))[
        "outbox files"
      ],
    ).toBe(0);
  });

  it("removes old tokens, sessions and rate-limit windows", async () => {
    const { db } = await openTestStore(engine);
    const token = (jti: string, createdAt: number, usedAt: number | null) =>
      sql`INSERT INTO login_tokens (jti, champion_id, email_key, created_at, expires_at, used_at)
        VALUES (${jti}, 'C-1', 'a@b.org', ${createdAt}, ${createdAt + 900_000}, ${usedAt})`.execute(db);
    await token("old-used", now - 40 * DAY, now - 40 * DAY);
    await token("old-unused", now - 31 * DAY, null);
    await token("recent", now - DAY, now - DAY);
    const session = (id: string, at: number) =>
      sql`INSERT INTO sessions (id, champion_id, created_at, last_seen_at) VALUES (${id}, 'C-1', ${at}, ${at})`.execute(
        db,
      );
    await session("ended", now - 40 * DAY);
    await session("recent", now - 2 * DAY);
    const window = (bucket: string, start: number) =>
      sql`INSERT INTO rate_limits VALUES (${bucket}, ${start}, 3)`.execute(db);
    await window("old", now - 2 * DAY);
    await window("current", now - 1000);
    await purgeExpired(db, { retentionMs, now });
    expect(await column(db, "jti", "login_tokens")).toEqual(["recent"]);
    expect(await column(db, "id", "sessions")).toEqual(["recent"]);
    expect(await column(db, "bucket", "rate_limits")).toEqual(["current"]);
  });

  it("keeps the newest 100 activity entries whatever their age, and trims older ones past the period", async () => {
    const { db } = await openTestStore(engine);
    for (let i = 0; i < 150; i++)
      await recordActivity(db, { kind: "push", actor: "crm", summary: `old ${i}` }, now - 60 * DAY + i);
    await purgeExpired(db, { retentionMs, now });
    expect(await count(db, "activity")).toBe(100);
    for (let i = 0; i < 120; i++)
      await recordActivity(db, { kind: "push", actor: "crm", summary: `new ${i}` }, now - DAY + i);
    await purgeExpired(db, { retentionMs, now });
    expect(await count(db, "activity")).toBe(120);
  });

  it("works in batches, yielding between them, until nothing old is left", async () => {
    const { db } = await openTestStore(engine);
    for (let i = 0; i < 1234; i++) await mail(db, "sent", 45);
    let yielded = 0;
    const ticker = setInterval(() => yielded++, 0);
    const removed = await purgeExpired(db, { retentionMs, now, batch: 100 });
    clearInterval(ticker);
    expect(removed.mail).toBe(1234);
    expect(await count(db, "mail_outbox")).toBe(0);
    // Thirteen batches: the event loop ran between them, so a request would not have waited for all of them.
    expect(yielded).toBeGreaterThan(0);
  });
});

describe("the purge job on PostgreSQL", () => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it("runs on one origin at a time: another origin skips it while one is purging, and runs it once that one is done", async () => {
    const url = await newPostgresDatabase();
    const [one, two] = [await openPostgresStore(url), await openPostgresStore(url)];
    stores.push(one, two);
    const ran: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const first = runAlone(one.db, "purge", async () => {
      ran.push("one");
      inside();
      await finished;
    });
    await entered;
    expect(await runAlone(two.db, "purge", async () => void ran.push("two"))).toBe(false);
    // Another job's lock is its own: it runs meanwhile.
    expect(await runAlone(two.db, "another job", async () => void ran.push("two: another job"))).toBe(true);
    finish();
    expect(await first).toBe(true);
    expect(await runAlone(two.db, "purge", async () => void ran.push("two, later"))).toBe(true);
    expect(ran).toEqual(["one", "two: another job", "two, later"]);
  });
});
