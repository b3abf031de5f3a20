import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "~/db/migrations.server";
import { sql, type Db, type Engine } from "~/db/engine.server";
import { openPostgresStore, openSqliteStore, type Store } from "~/db/open.server";
import {
  claimNextMail,
  enqueueMail,
  expireStaleMail,
  hasPendingMail,
  markMailRetry,
  markMailSent,
  MAX_INTERRUPTED_ATTEMPTS,
  reclaimInterruptedMail,
} from "~/mail/outbox.server";
import { SENT_LINK_REMOVED } from "~/db/migrations.server";
import { MAX_BACKOFF_MS, retryDelay } from "~/mail/sender.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { closeTestStores, ENGINES, newPostgresDatabase, openTestStore } from "../support/testStores";

const message = (notAfter: number) => ({
  emailKey: "a@b.org",
  recipient: "a@b.org",
  subject: "s",
  text: "t",
  html: "h",
  notAfter,
});

/** Stores a test opened on a database of its own making (two handles on one database), closed after it. */
const ownStores: Store[] = [];
afterEach(async () => {
  await Promise.all(ownStores.splice(0).map((store) => store.close()));
  await closeTestStores();
});

/** Two stores (two Kysely handles, two connections or pools) on the same, new database of this engine. */
async function twoHandlesOnOneDatabase(engine: Engine): Promise<[Store, Store]> {
  let pair: [Store, Store];
  if (engine === "sqlite") {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "portal.sqlite");
    pair = [openSqliteStore(file), openSqliteStore(file)];
  } else {
    const url = await newPostgresDatabase();
    pair = [await openPostgresStore(url), await openPostgresStore(url)];
  }
  ownStores.push(...pair);
  return pair;
}

type OutboxState = { id: number; state: string; attempts: number; message_id: string | null };
const outboxStates = async (db: Db) =>
  (await sql<OutboxState>`SELECT id, state, attempts, message_id FROM mail_outbox ORDER BY id`.execute(db)).rows;

describe.each(ENGINES)("the mail outbox (%s)", (engine) => {
  it("hands a message to one sender only, and not again once sent", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    await enqueueMail(db, message(now + 60_000), now);
    const first = await claimNextMail(db, now);
    expect(first?.attempts).toBe(1);
    expect(await claimNextMail(db, now)).toBeNull();
    await markMailSent(db, first!.id);
    expect(await claimNextMail(db, now + 1000)).toBeNull();
    expect(await hasPendingMail(db, "a@b.org", now)).toBe(false);
  });

  it("never gives one message to two senders claiming at the same moment from two handles", async () => {
    const [one, two] = await twoHandlesOnOneDatabase(engine);
    const now = Date.now();
    for (let i = 0; i < 20; i++) await enqueueMail(one.db, { ...message(now + 60_000), recipient: `r${i}@b.org` }, now);
    const queued = (await outboxStates(one.db)).map((row) => row.id);
    expect(queued).toHaveLength(20);
    const claimed: number[] = [];
    // Three senders on each handle, each taking messages until none is left for it.
    const sender = async (db: Db) => {
      for (;;) {
        const taken = await claimNextMail(db, now);
        if (!taken) return;
        claimed.push(taken.id);
      }
    };
    await Promise.all([one.db, one.db, one.db, two.db, two.db, two.db].map(sender));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...claimed].sort((a, b) => a - b)).toEqual(queued);
    expect((await outboxStates(two.db)).map((row) => [row.state, row.attempts])).toEqual(
      queued.map(() => ["sending", 1]),
    );
  });

  it("retries a failed send after its backoff, capped at 30 s", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    await enqueueMail(db, message(now + 10 * 60_000), now);
    const claimed = (await claimNextMail(db, now))!;
    await markMailRetry(db, claimed.id, now + retryDelay(claimed.attempts), "ECONNREFUSED");
    expect(await claimNextMail(db, now + 500)).toBeNull();
    expect((await claimNextMail(db, now + 1000))?.attempts).toBe(2);
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
  });

  it("never sends a link late: past its deadline a message expires", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    await enqueueMail(db, message(now + 1000), now);
    expect(await claimNextMail(db, now + 2000)).toBeNull();
    expect(await expireStaleMail(db, now + 2000)).toBe(1);
    expect(await hasPendingMail(db, "a@b.org", now + 2000)).toBe(false);
  });

  it("gives a message whose sender stopped mid-send back to the queue once its claim has expired, not before", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    await enqueueMail(db, message(now + 10 * 60_000), now);
    await claimNextMail(db, now);
    expect(await reclaimInterruptedMail(db, now - 1)).toBe(0); // a fresh claim may still be sending
    expect(await claimNextMail(db, now + 5000)).toBeNull();
    expect(await reclaimInterruptedMail(db, now + 1, now + 1)).toBe(1);
    expect((await claimNextMail(db, now + 5000))?.attempts).toBe(2);
  });

  it("puts a stale claim back as pending with its Message-ID, and sets aside one interrupted five times", async () => {
    const { db } = await openTestStore(engine);
    let now = Date.now();
    // One message whose sends are interrupted again and again: back in the queue each time, until the fifth.
    await enqueueMail(db, { ...message(now + 60 * 60_000), recipient: "often@b.org" }, now);
    for (let attempt = 1; attempt < MAX_INTERRUPTED_ATTEMPTS; attempt++) {
      const taken = await claimNextMail(db, now, `<often-${attempt}@example.org>`);
      expect(taken?.attempts).toBe(attempt);
      now += 1000;
      expect(await reclaimInterruptedMail(db, now, now)).toBe(1);
    }
    const fifth = (await claimNextMail(db, now, "<often-5@example.org>"))!;
    expect(fifth.attempts).toBe(MAX_INTERRUPTED_ATTEMPTS);
    expect(fifth.message_id).toBe("<often-1@example.org>");
    // Another message, interrupted once.
    await enqueueMail(db, { ...message(now + 60 * 60_000), recipient: "once@b.org" }, now);
    const once = (await claimNextMail(db, now, "<once@example.org>"))!;
    expect(once.recipient).toBe("once@b.org");

    now += 1000;
    expect(await reclaimInterruptedMail(db, now, now)).toBe(2);
    expect((await outboxStates(db)).map((row) => [row.id, row.state, row.attempts, row.message_id])).toEqual([
      [fifth.id, "abandoned", MAX_INTERRUPTED_ATTEMPTS, "<often-1@example.org>"],
      [once.id, "pending", 1, "<once@example.org>"],
    ]);
    const again = (await claimNextMail(db, now, "<new@example.org>"))!;
    expect([again.id, again.attempts, again.message_id]).toEqual([once.id, 2, "<once@example.org>"]);
    expect(await claimNextMail(db, now + 60_000)).toBeNull();
  });
});

describe.each(ENGINES)("rate limits in the store (%s)", (engine) => {
  it("allow up to the limit in a window, then refuse until the window has passed", async () => {
    const { db } = await openTestStore(engine);
    // A burst that crosses the clock's minute still counts as one window.
    const start = 1_000_000_059_000;
    const results: boolean[] = [];
    for (const offset of [0, 500, 1000, 1500]) results.push(await hitRateLimit(db, "ip:1", 3, 60_000, start + offset));
    expect(results).toEqual([true, true, true, false]);
    expect(await hitRateLimit(db, "ip:2", 3, 60_000, start)).toBe(true);
    expect(await hitRateLimit(db, "ip:1", 3, 60_000, start + 59_000)).toBe(false);
    expect(await hitRateLimit(db, "ip:1", 3, 60_000, start + 60_000)).toBe(true);
    expect(await hitRateLimit(db, "ip:1", 3, 60_000, start + 60_500)).toBe(true);
  });

  it("keeps each message's Message-ID from its first claim on", async () => {
    const { db } = await openTestStore(engine);
    const now = Date.now();
    await enqueueMail(db, message(now + 60_000), now);
    const first = (await claimNextMail(db, now, "<first@example.org>"))!;
    expect(first.message_id).toBe("<first@example.org>");
    await markMailRetry(db, first.id, now + 1000, "451");
    expect((await claimNextMail(db, now + 1000, "<second@example.org>"))?.message_id).toBe("<first@example.org>");
  });
});

describe("an SQLite store sent sign-in emails before their links were removed after sending", () => {
  // PostgreSQL stores start with the rule in place (their step 10 only adds the column): SQLite's alone had such mail.
  it("takes the link out of sign-in emails a store sent before the rule, and leaves the rest", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "portal.sqlite");
    const old = new Database(file);
    const before = migrations.findIndex((step) => step.sqlite.includes("ADD COLUMN message_id"));
    expect(before).toBeGreaterThan(0);
    for (const step of migrations.slice(0, before)) old.exec(step.sqlite);
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare(
      `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at, state, kind)
       VALUES ('a@b.org', 'a@b.org', 's', ?, ?, 0, 1, 0, ?, ?)`,
    );
    const link = "https://example.org/portal?recordId=C-1&jwt=x.y.z";
    insert.run(link, `<a href="${link}">`, "sent", "sign-in");
    insert.run(link, link, "pending", "sign-in");
    insert.run("Delivered", "<p>Delivered</p>", "sent", "status");
    old.close();
    const store = openSqliteStore(file);
    ownStores.push(store);
    const bodies = await sql<{
      text_body: string;
      html_body: string;
    }>`SELECT text_body, html_body FROM mail_outbox ORDER BY id`.execute(store.db);
    expect(bodies.rows.map((row) => [row.text_body, row.html_body])).toEqual([
      [SENT_LINK_REMOVED, SENT_LINK_REMOVED],
      [link, link],
      ["Delivered", "<p>Delivered</p>"],
    ]);
  });
});
