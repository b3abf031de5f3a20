import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordActivity } from "~/server/records/activity.server";
import { purgeExpired } from "~/server/records/retention.server";
import { openDatabaseFile } from "~/server/db/open.server";
import { type Db } from "~/server/db/engine.server";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 1);
const retentionMs = 30 * DAY;
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

function mail(db: Db, state: string, ageDays: number) {
  const at = now - ageDays * DAY;
  db.prepare(
    `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at, state)
     VALUES ('a@b.org', 'a@b.org', 's', 'link', 'link', ?, ?, ?, ?)`,
  ).run(at, at + 15 * 60 * 1000, at, state);
}

describe("the purge", () => {
  it("removes sent and set-aside mail older than the retention period, never mail still to send", async () => {
    const db = openDatabaseFile(":memory:");
    for (const state of ["sent", "expired", "abandoned", "pending", "sending"]) {
      mail(db, state, 31);
      mail(db, state, 29);
    }
    const removed = await purgeExpired(db, { retentionMs, now });
    expect(removed.mail).toBe(3);
    const left = db.prepare("SELECT state, created_at FROM mail_outbox ORDER BY id").all() as {
      state: string;
      created_at: number;
    }[];
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
    const db = openDatabaseFile(":memory:");
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
    const db = openDatabaseFile(":memory:");
    const token = db.prepare(
      "INSERT INTO login_tokens (jti, champion_id, email_key, created_at, expires_at, used_at) VALUES (?, 'C-1', 'a@b.org', ?, ?, ?)",
    );
    token.run("old-used", now - 40 * DAY, now - 40 * DAY + 900_000, now - 40 * DAY);
    token.run("old-unused", now - 31 * DAY, now - 31 * DAY + 900_000, null);
    token.run("recent", now - DAY, now - DAY + 900_000, now - DAY);
    const session = db.prepare(
      "INSERT INTO sessions (id, champion_id, created_at, last_seen_at) VALUES (?, 'C-1', ?, ?)",
    );
    session.run("ended", now - 40 * DAY, now - 40 * DAY);
    session.run("recent", now - 2 * DAY, now - 2 * DAY);
    const window = db.prepare("INSERT INTO rate_limits VALUES (?, ?, 3)");
    window.run("old", now - 2 * DAY);
    window.run("current", now - 1000);
    await purgeExpired(db, { retentionMs, now });
    expect(db.prepare("SELECT jti FROM login_tokens").pluck().all()).toEqual(["recent"]);
    expect(db.prepare("SELECT id FROM sessions").pluck().all()).toEqual(["recent"]);
    expect(db.prepare("SELECT bucket FROM rate_limits").pluck().all()).toEqual(["current"]);
  });

  it("keeps the newest 100 activity entries whatever their age, and trims older ones past the period", async () => {
    const db = openDatabaseFile(":memory:");
    for (let i = 0; i < 150; i++)
      recordActivity(db, { kind: "push", actor: "crm", summary: `old ${i}` }, now - 60 * DAY + i);
    await purgeExpired(db, { retentionMs, now });
    expect(count(db, "activity")).toBe(100);
    for (let i = 0; i < 120; i++)
      recordActivity(db, { kind: "push", actor: "crm", summary: `new ${i}` }, now - DAY + i);
    await purgeExpired(db, { retentionMs, now });
    expect(count(db, "activity")).toBe(120);
  });

  it("works in batches, yielding between them, until nothing old is left", async () => {
    const db = openDatabaseFile(":memory:");
    for (let i = 0; i < 1234; i++) mail(db, "sent", 45);
    let yielded = 0;
    const ticker = setInterval(() => yielded++, 0);
    const removed = await purgeExpired(db, { retentionMs, now, batch: 100 });
    clearInterval(ticker);
    expect(removed.mail).toBe(1234);
    expect(count(db, "mail_outbox")).toBe(0);
    // Thirteen batches: the event loop ran between them, so a request would not have waited for all of them.
    expect(yielded).toBeGreaterThan(0);
  });
});
