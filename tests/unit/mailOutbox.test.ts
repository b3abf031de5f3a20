import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrations } from "~/server/records/migrations.server";
import { migrate } from "~/server/db/migrate.server";
import { openDatabaseFile } from "~/server/db/open.server";
import {
  abandonInterruptedMail,
  claimNextMail,
  enqueueMail,
  expireStaleMail,
  hasPendingMail,
  markMailRetry,
  markMailSent,
  SENT_LINK_REMOVED,
} from "~/server/mail/outbox.server";
import { MAX_BACKOFF_MS, retryDelay } from "~/server/mail/sender.server";
import { hitRateLimit } from "~/server/platform/rateLimit.server";

const message = (notAfter: number) => ({
  emailKey: "a@b.org",
  recipient: "a@b.org",
  subject: "s",
  text: "t",
  html: "h",
  notAfter,
});

describe("the mail outbox", () => {
  it("hands a message to one sender only, and not again once sent", () => {
    const db = openDatabaseFile(":memory:");
    const now = Date.now();
    enqueueMail(db, message(now + 60_000), now);
    const first = claimNextMail(db, now);
    expect(first?.attempts).toBe(1);
    expect(claimNextMail(db, now)).toBeNull();
    markMailSent(db, first!.id);
    expect(claimNextMail(db, now + 1000)).toBeNull();
    expect(hasPendingMail(db, "a@b.org", now)).toBe(false);
  });

  it("retries a failed send after its backoff, capped at 30 s", () => {
    const db = openDatabaseFile(":memory:");
    const now = Date.now();
    enqueueMail(db, message(now + 10 * 60_000), now);
    const claimed = claimNextMail(db, now)!;
    markMailRetry(db, claimed.id, now + retryDelay(claimed.attempts), "ECONNREFUSED");
    expect(claimNextMail(db, now + 500)).toBeNull();
    expect(claimNextMail(db, now + 1000)?.attempts).toBe(2);
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

  it("never sends a link late: past its deadline a message expires", () => {
    const db = openDatabaseFile(":memory:");
    const now = Date.now();
    enqueueMail(db, message(now + 1000), now);
    expect(claimNextMail(db, now + 2000)).toBeNull();
    expect(expireStaleMail(db, now + 2000)).toBe(1);
    expect(hasPendingMail(db, "a@b.org", now + 2000)).toBe(false);
  });

  it("does not resend a message whose sender stopped mid-send", () => {
    const db = openDatabaseFile(":memory:");
    const now = Date.now();
    enqueueMail(db, message(now + 10 * 60_000), now);
    claimNextMail(db, now);
    expect(abandonInterruptedMail(db, now - 1)).toBe(0); // a fresh claim may still be sending
    expect(abandonInterruptedMail(db, now + 1)).toBe(1);
    expect(claimNextMail(db, now + 5000)).toBeNull();
  });
});

describe("rate limits in the store", () => {
  it("allow up to the limit in a window, then refuse until the window has passed", () => {
    const db = openDatabaseFile(":memory:");
    // A burst that crosses the clock's minute still counts as one window.
    const start = 1_000_000_059_000;
    const results = [0, 500, 1000, 1500].map((offset) => hitRateLimit(db, "ip:1", 3, 60_000, start + offset));
    expect(results).toEqual([true, true, true, false]);
    expect(hitRateLimit(db, "ip:2", 3, 60_000, start)).toBe(true);
    expect(hitRateLimit(db, "ip:1", 3, 60_000, start + 59_000)).toBe(false);
    expect(hitRateLimit(db, "ip:1", 3, 60_000, start + 60_000)).toBe(true);
    expect(hitRateLimit(db, "ip:1", 3, 60_000, start + 60_500)).toBe(true);
  });

  it("keeps each message's Message-ID from its first claim on", () => {
    const db = openDatabaseFile(":memory:");
    const now = Date.now();
    enqueueMail(db, message(now + 60_000), now);
    const first = claimNextMail(db, now, "<first@example.org>")!;
    expect(first.message_id).toBe("<first@example.org>");
    markMailRetry(db, first.id, now + 1000, "451");
    expect(claimNextMail(db, now + 1000, "<second@example.org>")?.message_id).toBe("<first@example.org>");
  });

  it("takes the link out of sign-in emails a store sent before the rule, and leaves the rest", () => {
    const db = new Database(":memory:");
    const before = migrations.findIndex((step) => step.includes("ADD COLUMN message_id"));
    for (const step of migrations.slice(0, before)) db.exec(step);
    db.pragma(`user_version = ${before}`);
    const insert = db.prepare(
      `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at, state, kind)
       VALUES ('a@b.org', 'a@b.org', 's', ?, ?, 0, 1, 0, ?, ?)`,
    );
    const link = "https://example.org/portal?recordId=C-1&jwt=x.y.z";
    insert.run(link, `<a href="${link}">`, "sent", "sign-in");
    insert.run(link, link, "pending", "sign-in");
    insert.run("Delivered", "<p>Delivered</p>", "sent", "status");
    migrate(db);
    expect(db.prepare("SELECT text_body, html_body FROM mail_outbox ORDER BY id").raw().all()).toEqual([
      [SENT_LINK_REMOVED, SENT_LINK_REMOVED],
      [link, link],
      ["Delivered", "<p>Delivered</p>"],
    ]);
  });
});
