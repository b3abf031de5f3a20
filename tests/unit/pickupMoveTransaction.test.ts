/**
 * A staff member's move of a donation is one transaction (issue 46): the donation is read once, under its lock, and
 * handed to the timeline's move; the mail sender is woken once, when the move and the donor's email are committed
 * and another connection to the store can see them. The store is an SQLite file, so a second connection reads it as
 * another process would, at the very moment of the wake; Kysely's log hook shows every statement the move ran.
 */
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/engine.server";
import { openSqliteStore } from "~/db/open.server";
import { moveDonation, type Mover, type StaffMove } from "~/donations/staff/donationMove.server";
import { book, donate, HOUR, seenNow, settings, THURSDAY } from "../support/staffDonationRecords";

/** Each wake of the mail sender runs `observe` first; the sender itself is the real one (not started here). */
const wakes = vi.hoisted(() => ({ observe: (): void => undefined }));
vi.mock(import("~/mail/sender.server"), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    wakeMailSender: () => {
      wakes.observe();
      original.wakeMailSender();
    },
  };
});

const folders: string[] = [];
const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  wakes.observe = () => undefined;
});

/** A migrated store file, opened through Kysely with its log hook collecting each statement's SQL. */
function loggedStore(): { db: Db; file: string; statements: string[] } {
  const folder = mkdtempSync(path.join(tmpdir(), "pickup-move-"));
  folders.push(folder);
  const file = path.join(folder, "portal.sqlite");
  void openSqliteStore(file).close();
  const statements: string[] = [];
  const db = new Kysely({
    dialect: new SqliteDialect({ database: new BetterSqlite3(file) }),
    log: (event) => void statements.push(event.query.sql),
  }) as Db;
  closing.push(() => db.destroy());
  return { db, file, statements };
}

const mover: Mover = { actor: "kim@org.test", settings, now: THURSDAY };
const moves: [string, StaffMove][] = [
  [
    "moving the booked pickup to another day",
    { action: "reschedule", pickup: { date: "2026-12-08", window: "afternoon" } },
  ],
  ["marking the pickup collected", { action: "picked-up" }],
];

describe.each(moves)("a staff member %s", (_, move) => {
  it("reads the donation once and wakes the sender once, after another connection can see the move and its email", async () => {
    const { db, file, statements } = loggedStore();
    const reference = await donate(db, "pickup", "ana");
    await book(db, reference, "2026-12-07", "morning", THURSDAY - HOUR);
    const seen = await seenNow(db, reference);
    const other = new BetterSqlite3(file, { readonly: true });
    closing.push(() => other.close());
    const atWake: unknown[] = [];
    wakes.observe = () =>
      atWake.push(
        other
          .prepare(
            `SELECT d.state, d.pickup_date, d.pickup_window,
               (SELECT COUNT(*) FROM mail_outbox m WHERE m.kind = 'donation') AS emails
             FROM donations d WHERE d.reference = ?`,
          )
          .get(reference),
      );
    statements.length = 0;

    expect(await moveDonation(db, { reference, seen }, move, mover)).toMatchObject({ ok: true });

    // The donation's confirmation and the booking's email were there before; the move's is the third.
    expect(atWake).toEqual([
      move.action === "reschedule"
        ? { state: "Pickup scheduled", pickup_date: "2026-12-08", pickup_window: "afternoon", emails: 3 }
        : { state: "Picked up", pickup_date: "2026-12-07", pickup_window: "morning", emails: 3 },
    ]);
    const reads = statements.filter((statement) => /^\s*SELECT\b[\s\S]*\bFROM donations\b/i.test(statement));
    expect(reads).toHaveLength(1);
    expect(statements.filter((statement) => /^\s*UPDATE donations\b/i.test(statement))).toHaveLength(1);
    expect(statements.filter((statement) => /^\s*BEGIN\b/i.test(statement))).toEqual(["BEGIN IMMEDIATE"]);
  });
});
