/**
 * A command is one transaction that reads its record once (issue 46): a staff member's move of a donation, a staff
 * decision on an application or a partner, and the application's send each read the record once and hand it on, and
 * the mail sender is woken once, when what they wrote is committed and another connection to the store can see it.
 * The store is an SQLite file, so a second connection reads it as another process would at the very moment of the
 * wake; Kysely's log hook shows every statement a command ran.
 */
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDraft, loadDraft, saveStep } from "~/applications/server/drafts.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { decide } from "~/applications/staff/reviewDecision.server";
import type { Db } from "~/db/engine.server";
import { openSqliteStore } from "~/db/open.server";
import { moveDonation, type Mover, type StaffMove } from "~/donations/staff/donationMove.server";
import { APPROVED_STATUS } from "~/kits/records/applicantStatus";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Partners } from "~/kits/records/schema.server";
import { decidePartner } from "~/partners/staff/partnerDecision.server";
import { luciaAnswers } from "../support/applicationRecords";
import { applicant, reviewer } from "../support/reviewRecords";
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

type Logged = { db: Db; statements: string[]; other: BetterSqlite3.Database };

/**
 * A migrated store file, opened through Kysely with its log hook collecting each statement's SQL, and a second,
 * read-only connection to it.
 */
function loggedStore(): Logged {
  const folder = mkdtempSync(path.join(tmpdir(), "one-transaction-"));
  folders.push(folder);
  const file = path.join(folder, "portal.sqlite");
  void openSqliteStore(file).close();
  const statements: string[] = [];
  const db = new Kysely({
    dialect: new SqliteDialect({ database: new BetterSqlite3(file) }),
    log: (event) => void statements.push(event.query.sql),
  }) as Db;
  const other = new BetterSqlite3(file, { readonly: true });
  closing.push(
    () => db.destroy(),
    () => other.close(),
  );
  return { db, statements, other };
}

/** What another connection sees each time the sender is woken, by the query given. */
function seenAtWake(store: Logged, query: string, ...values: unknown[]): unknown[] {
  const seen: unknown[] = [];
  wakes.observe = () => seen.push(store.other.prepare(query).get(...values));
  return seen;
}

/** The statements that read `table` (a SELECT naming it after FROM or JOIN). */
const readsOf = (statements: string[], table: string) =>
  statements.filter((statement) =>
    new RegExp(`^\\s*SELECT\\b[\\s\\S]*\\b(FROM|JOIN)\\s+${table.replace(/"/g, '"?')}"?(\\s|$)`, "i").test(statement),
  );
const begins = (statements: string[]) => statements.filter((statement) => /^\s*BEGIN\b/i.test(statement));

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
    const store = loggedStore();
    const { db, statements } = store;
    const reference = await donate(db, "pickup", "ana");
    await book(db, reference, "2026-12-07", "morning", THURSDAY - HOUR);
    const seen = await seenNow(db, reference);
    const atWake = seenAtWake(
      store,
      `SELECT d.state, d.pickup_date, d.pickup_window,
         (SELECT COUNT(*) FROM mail_outbox m WHERE m.kind = 'donation') AS emails
       FROM donations d WHERE d.reference = ?`,
      reference,
    );
    statements.length = 0;

    expect(await moveDonation(db, { reference, seen }, move, mover)).toMatchObject({ ok: true });

    // The donation's confirmation and the booking's email were there before; the move's is the third.
    expect(atWake).toEqual([
      move.action === "reschedule"
        ? { state: "Pickup scheduled", pickup_date: "2026-12-08", pickup_window: "afternoon", emails: 3 }
        : { state: "Picked up", pickup_date: "2026-12-07", pickup_window: "morning", emails: 3 },
    ]);
    expect(readsOf(statements, "donations")).toHaveLength(1);
    expect(statements.filter((statement) => /^\s*UPDATE donations\b/i.test(statement))).toHaveLength(1);
    expect(begins(statements)).toEqual(["BEGIN IMMEDIATE"]);
  });
});

describe("a staff decision", () => {
  it("on an application reads the applicant once and wakes the sender after the status and both emails are committed", async () => {
    const store = loggedStore();
    const { db, statements } = store;
    await applicant(db, "WEB-1", "Applicants to approve", { web: { locale: "en" } });
    const atWake = seenAtWake(
      store,
      `SELECT c."Status" AS status, (SELECT COUNT(*) FROM mail_outbox) AS emails FROM "Contacts" c WHERE c.id = ?`,
      "WEB-1",
    );
    statements.length = 0;

    const target = { contactId: "WEB-1", seenStatus: "Applicants to approve" };
    expect(await decide(db, target, { action: "approve" }, reviewer)).toMatchObject({ ok: true });

    // The applicant's status email and the recommender's: one wake for both.
    expect(atWake).toEqual([{ status: APPROVED_STATUS, emails: 2 }]);
    expect(readsOf(statements, '"Contacts"')).toHaveLength(1);
    expect(begins(statements)).toHaveLength(1);
  });

  it("on a partner reads the partner once and wakes the sender after the decision and its email are committed", async () => {
    const store = loggedStore();
    const { db, statements } = store;
    await createRecordWriter(db, Partners).write(
      Partners.schema.parse({ id: "P-1", Organization_Name: "Paterson Tech Bridge", Status: "Applied" }),
    );
    await db
      .updateTable("Partners")
      .set({ Emails: JSON.stringify(["ida@patersontech.example"]) })
      .execute();
    const atWake = seenAtWake(
      store,
      `SELECT p."Status" AS status, (SELECT COUNT(*) FROM mail_outbox) AS emails FROM "Partners" p WHERE p.id = ?`,
      "P-1",
    );
    statements.length = 0;

    const answer = await decidePartner(
      db,
      { partnerId: "P-1", seenStatus: "Applied" },
      { action: "approve" },
      "kim@org.test",
      "https://www.example.org",
    );
    expect(answer).toMatchObject({ ok: true });
    expect(atWake).toEqual([{ status: "Active", emails: 1 }]);
    expect(readsOf(statements, '"Partners"')).toHaveLength(1);
  });
});

const answers = luciaAnswers("lucia@example.org");
const submitSettings = { publicUrl: "https://portal.example.org", timeZone: "America/New_York" };
const T0 = Date.UTC(2026, 10, 2, 15);

describe("sending an application", () => {
  it("uses the draft the page read, without reading it again, and wakes the sender once both emails are committed", async () => {
    const store = loggedStore();
    const { db, statements } = store;
    const draft = (await loadDraft(db, await createDraft(db, "es", answers, T0), T0))!;
    const atWake = seenAtWake(
      store,
      `SELECT d.contact_id AS made, (SELECT COUNT(*) FROM mail_outbox) AS emails FROM application_drafts d WHERE d.id = ?`,
      draft.id,
    );
    statements.length = 0;

    const sent = await submitApplication(db, draft, submitSettings, T0);
    expect(sent).toMatchObject({ outcome: "sent", again: false });
    expect(atWake).toEqual([{ made: (sent as { contactId: string }).contactId, emails: 2 }]);
    expect(readsOf(statements, "application_drafts")).toHaveLength(0);
    expect(begins(statements)).toHaveLength(1);
  });

  it("reads the draft again when it changed after the page read it: another tab's save, or a send a moment ago", async () => {
    const { db } = loggedStore();
    const draftId = await createDraft(db, "es", answers, T0);
    const read = (await loadDraft(db, draftId, T0))!;
    const stale = structuredClone(read);
    await saveStep(db, read, "devices", { laptop: 2, desktop: 0, tablet: 0 }, T0 + 1);

    const sent = await submitApplication(db, stale, submitSettings, T0 + 2);
    expect(sent).toMatchObject({ outcome: "sent", again: false });
    const asked = await db
      .selectFrom("Contacts")
      .select("Laptop_Quantity")
      .where("id", "=", (sent as { contactId: string }).contactId)
      .executeTakeFirst();
    expect(asked).toEqual({ Laptop_Quantity: "2" });
    // The second click of a double click holds the draft as it was before the first send: it finds what that made.
    expect(await submitApplication(db, stale, submitSettings, T0 + 3)).toEqual({ ...sent, again: true });
  });
});
