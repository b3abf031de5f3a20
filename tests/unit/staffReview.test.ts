import { afterEach, describe, expect, it } from "vitest";
import * as spanish from "~/applications/content/es/words";
import { APPROVED_STATUS, CLIENT_STATUS, DENIED_STATUS, possibleDenialReasons } from "~/kits/records/applicantStatus";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory, Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { applicantFile } from "~/applications/staff/applicantFile.server";
import {
  assignDevice,
  crmDate,
  markDelivered,
  readyDevices,
  unassignDevice,
} from "~/applications/staff/deviceAssignment.server";
import { decide } from "~/applications/staff/reviewDecision.server";
import { readDenialReason } from "~/applications/staff/reviewPost.server";
import type { Reviewer } from "~/applications/staff/reviewTransaction.server";
import { devicesAsked, stillWanted } from "~/applications/staff/devicesAsked";
import { allows } from "~/applications/staff/rules";
import { reviewMessages, WRITTEN_REASON } from "~/applications/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const NOW = Date.UTC(2026, 2, 1, 3, 30); // 1 March 2026, 03:30 UTC: still 28 February in New York
const reviewer: Reviewer = {
  actor: "kim@org.test",
  notices: { publicUrl: "https://portal.example.org", notifyStatusChanges: true },
  timeZone: "America/New_York",
  now: NOW,
};

type Mail = { recipient: string; subject: string; text_body: string; kind: string; record_id: string };
const outbox = (db: Db) =>
  rows(db, sql<Mail>`SELECT recipient, subject, text_body, kind, record_id FROM mail_outbox ORDER BY id`);
const statusOf = async (db: Db, id: string) =>
  (await firstRow(db, sql<{ Status: string | null }>`SELECT "Status" FROM "Contacts" WHERE id = ${id}`))?.Status;
const changesNoted = (db: Db) =>
  rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes ORDER BY seq`);
const activity = (db: Db) =>
  rows(
    db,
    sql<{ kind: string; actor: string; summary: string }>`SELECT kind, actor, summary FROM activity ORDER BY id`,
  );

/** An applicant as the CRM or this site wrote them; `web` adds the application's row and its recommendation. */
async function applicant(
  db: Db,
  id: string,
  status: string | null,
  options: { laptops?: number; desktops?: number; web?: { locale: string } } = {},
) {
  await createRecordWriter(db, Contacts).write(
    Contacts.schema.parse({
      id,
      Full_Name: "Ana Díaz",
      Email: `${id.toLowerCase()}@example.org`,
      Status: status,
      Laptop_Quantity: options.laptops ? String(options.laptops) : null,
      Desktop_Quantity: options.desktops ? String(options.desktops) : null,
    }),
  );
  if (options.web) {
    await sql`INSERT INTO applications (contact_id, number, draft_id, email_key, zip, region, household_size,
        eligibility_basis, locale, submitted_at)
      VALUES (${id}, ${`N-${id}`}, ${`draft-${id}`}, ${`${id.toLowerCase()}@example.org`}, '07030', 'NJ', 3,
        'income', ${options.web.locale}, ${NOW - 86_400_000})`.execute(db);
    await sql`INSERT INTO recommendations (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
      VALUES (${id}, ${`hash-${id}`}, 'Rosa', 'Diaz', 'rosa@partner.test', ${NOW - 86_400_000},
        ${NOW - 86_400_000})`.execute(db);
  }
}

async function device(db: Db, id: string, fields: Record<string, string | null>) {
  await createRecordWriter(db, Computer_Inventory).write(
    Computer_Inventory.schema.parse({
      id,
      Model: `Model ${id}`,
      Status: "Refurbished",
      Computer_Type: "Laptop",
      ...fields,
    }),
  );
}

describe.each(ENGINES)("deciding on an application (%s)", (engine) => {
  async function store(engine: Engine) {
    return (await openTestStore(engine)).db;
  }

  it("starts the review and approves: each emails the applicant; approving tells the recommender, in the application's language", async () => {
    const db = await store(engine);
    await applicant(db, "WEB-1", "Recommendation Received", { web: { locale: "es" } });
    await rememberLanguage(db, "web-1@example.org", "es");
    const target = { contactId: "WEB-1", seenStatus: "Recommendation Received" };

    const started = await decide(db, target, { action: "start-review" }, reviewer);
    expect(started).toEqual({ ok: true, message: reviewMessages.reviewStarted("Ana Díaz", "emailed") });
    expect(await statusOf(db, "WEB-1")).toBe("Applicants to approve");
    const emailIn = (Status: string) =>
      composeStatusEmail(reviewer.notices.publicUrl, { Full_Name: "Ana Díaz", Status }, "es")!.subject;
    expect((await outbox(db)).map((mail) => [mail.kind, mail.subject])).toEqual([
      ["status", emailIn("Applicants to approve")],
    ]);

    const approved = await decide(
      db,
      { ...target, seenStatus: "Applicants to approve" },
      { action: "approve" },
      reviewer,
    );
    expect(approved).toEqual({ ok: true, message: reviewMessages.approved("Ana Díaz", "emailed", true) });
    expect(await statusOf(db, "WEB-1")).toBe(APPROVED_STATUS);
    // The approval's moment stays with the application (a partner's handover is dated from it).
    const kept = await firstRow(
      db,
      sql<{ approved_at: number | null }>`SELECT approved_at FROM applications WHERE contact_id = 'WEB-1'`,
    );
    expect(Number(kept?.approved_at)).toBe(reviewer.now);

    // The status email still waiting to go out is replaced by the newer one (the status-change rule).
    expect((await outbox(db)).map((mail) => [mail.kind, mail.recipient, mail.subject, mail.record_id])).toEqual([
      ["status", "web-1@example.org", emailIn(APPROVED_STATUS), "WEB-1"],
      ["decision", "rosa@partner.test", spanish.emails.decision.subject("Ana D."), "WEB-1"],
    ]);
    expect(await changesNoted(db)).toEqual([
      { kind: "Contacts", record_id: "WEB-1" },
      { kind: "Contacts", record_id: "WEB-1" },
    ]);
    expect(await activity(db)).toEqual([
      { kind: "review", actor: "kim@org.test", summary: "Started the review of Ana Díaz (WEB-1)" },
      { kind: "review", actor: "kim@org.test", summary: "Approved Ana Díaz (WEB-1)" },
    ]);
  });

  it("denies with a standard reason stored as its English sentence; the recommender is never told the reason", async () => {
    const db = await store(engine);
    await applicant(db, "WEB-2", "Applicants to approve", { web: { locale: "en" } });
    const form = new FormData();
    form.set("reason", "3");
    const reason = readDenialReason(form);
    expect(reason).toBe(possibleDenialReasons[3]);

    const denied = await decide(
      db,
      { contactId: "WEB-2", seenStatus: "Applicants to approve" },
      { action: "deny", reason: reason as string },
      reviewer,
    );
    expect(denied.ok).toBe(true);
    const stored = await firstRow(
      db,
      sql<{
        Status: string;
        Denial_Reason: string;
      }>`SELECT "Status", "Denial_Reason" FROM "Contacts" WHERE id = 'WEB-2'`,
    );
    expect(stored).toEqual({ Status: DENIED_STATUS, Denial_Reason: "Income requirements were not met." });
    const [status, decision] = await outbox(db);
    expect(status!.text_body).toContain("Income requirements were not met.");
    expect(decision!.kind).toBe("decision");
    expect(decision!.text_body).not.toContain("Income requirements");
    expect(decision!.text_body).not.toMatch(/denied/i);
  });

  it("reads a written reason on one line, and refuses a denial without a reason or with too long a one", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    expect(readDenialReason(form({ reason: WRITTEN_REASON, writtenReason: " Moved\r\nto Ohio  " }))).toBe(
      "Moved to Ohio",
    );
    expect(readDenialReason(form({}))).toEqual({ problem: reviewMessages.chooseReason });
    expect(readDenialReason(form({ reason: "7" }))).toEqual({ problem: reviewMessages.chooseReason });
    expect(readDenialReason(form({ reason: WRITTEN_REASON, writtenReason: "  " }))).toEqual({
      problem: reviewMessages.writeReason,
    });
    expect(readDenialReason(form({ reason: WRITTEN_REASON, writtenReason: "x".repeat(501) }))).toEqual({
      problem: reviewMessages.reasonTooLong,
    });
  });

  it("changes nothing when the status differs from the one the page showed, and says what it is now", async () => {
    const db = await store(engine);
    await applicant(db, "WEB-3", "Applicants to approve", { web: { locale: "en" } });
    const opened = { contactId: "WEB-3", seenStatus: "Applicants to approve" };
    expect((await decide(db, opened, { action: "approve" }, { ...reviewer, actor: "first@org.test" })).ok).toBe(true);
    const mailsBefore = await outbox(db);

    const second = await decide(
      db,
      opened,
      { action: "deny", reason: "Moved away" },
      { ...reviewer, actor: "second@org.test" },
    );
    expect(second).toEqual({ ok: false, status: 409, message: reviewMessages.changed("Application Approved") });
    expect(second.ok === false && second.message).toBe(
      "This application changed since you opened it: it is now 'Application Approved'. Nothing was changed; check it and try again.",
    );
    const stored = await firstRow(
      db,
      sql<{
        Status: string;
        Denial_Reason: string | null;
      }>`SELECT "Status", "Denial_Reason" FROM "Contacts" WHERE id = 'WEB-3'`,
    );
    expect(stored).toEqual({ Status: APPROVED_STATUS, Denial_Reason: null });
    expect(await outbox(db)).toEqual(mailsBefore);
    expect((await activity(db)).map((entry) => entry.actor)).toEqual(["first@org.test"]);
  });

  it("refuses what the status does not allow, and an applicant that does not exist", async () => {
    const db = await store(engine);
    await applicant(db, "A-1", "Recommendation Received");
    expect(allows("approve", "Recommendation Received")).toBe(false);
    expect(
      await decide(db, { contactId: "A-1", seenStatus: "Recommendation Received" }, { action: "approve" }, reviewer),
    ).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.notNow("Recommendation Received"),
    });
    expect(
      await decide(db, { contactId: "A-404", seenStatus: "" }, { action: "start-review" }, reviewer),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await statusOf(db, "A-1")).toBe("Recommendation Received");
    expect(await outbox(db)).toEqual([]);
  });

  it("an applicant imported from the CRM, without an application here, has no recommender to tell", async () => {
    const db = await store(engine);
    await applicant(db, "A-2", "Applicants to approve");
    const answer = await decide(
      db,
      { contactId: "A-2", seenStatus: "Applicants to approve" },
      { action: "approve" },
      reviewer,
    );
    expect(answer).toEqual({ ok: true, message: reviewMessages.approved("Ana Díaz", "emailed", false) });
    expect((await outbox(db)).map((mail) => mail.kind)).toEqual(["status"]);
    expect((await applicantFile(db, "A-2"))?.application).toBeNull();
  });
});

describe.each(ENGINES)("giving an approved applicant their devices (%s)", (engine) => {
  it("lists as ready only refurbished devices nobody has, not recycled, of the kinds asked for", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", APPROVED_STATUS, { laptops: 1 });
    await device(db, "I-1", {});
    await device(db, "I-2", { Status: " refurbished " });
    await device(db, "I-3", { Computer_Type: "laptop" });
    await device(db, "I-4", { Recipient: "A-9" });
    await device(db, "I-5", { Date_Recycled: "2024-01-01" });
    await device(db, "I-6", { Computer_Type: "Desktop" });
    await device(db, "I-7", { Status: "Donated" });
    const ready = await readyDevices(db, devicesAsked((await applicantFile(db, "A-1"))!.contact));
    expect(ready.devices.map((item) => item.id)).toEqual(["I-1", "I-2", "I-3"]);
    expect(ready.count).toBe(3);
  });

  it("of two colleagues assigning the same device at once, one gets it and the other is told", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", APPROVED_STATUS, { laptops: 1 });
    await applicant(db, "A-2", APPROVED_STATUS, { laptops: 1 });
    await device(db, "I-1", {});
    const answers = await Promise.all(
      ["A-1", "A-2"].map((contactId) => assignDevice(db, { contactId, seenStatus: APPROVED_STATUS }, "I-1", reviewer)),
    );
    const won = answers.findIndex((answer) => answer.ok);
    expect(won).not.toBe(-1);
    expect(answers[1 - won]).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.takenMeanwhile("Model I-1 (I-1)"),
    });
    const recipient = await firstRow(
      db,
      sql<{ Recipient: string }>`SELECT "Recipient" FROM "Computer_Inventory" WHERE id = 'I-1'`,
    );
    expect(recipient?.Recipient).toBe(["A-1", "A-2"][won]);
    expect(await changesNoted(db)).toEqual([{ kind: "Computer_Inventory", record_id: "I-1" }]);
  });

  it("assigns no more of a kind than was asked for, and takes a device back before the delivery", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", APPROVED_STATUS, { laptops: 1 });
    await device(db, "I-1", {});
    await device(db, "I-2", {});
    const target = { contactId: "A-1", seenStatus: APPROVED_STATUS };
    expect(await assignDevice(db, target, "I-1", reviewer)).toEqual({
      ok: true,
      message: reviewMessages.assigned("Model I-1 (I-1)", "Ana Díaz"),
    });
    expect(await assignDevice(db, target, "I-2", reviewer)).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.enoughAssigned("Ana Díaz", 1, "Laptop"),
    });
    const assigned = (await applicantFile(db, "A-1"))!;
    expect(stillWanted(devicesAsked(assigned.contact), assigned.assigned)).toEqual([]);
    expect(await assignDevice(db, target, "I-NONE", reviewer)).toMatchObject({ ok: false, status: 400 });
    expect(await unassignDevice(db, target, "I-1", reviewer)).toEqual({
      ok: true,
      message: reviewMessages.unassigned("Model I-1 (I-1)"),
    });
    expect(await unassignDevice(db, target, "I-1", reviewer)).toMatchObject({ ok: false, status: 409 });
    const file = (await applicantFile(db, "A-1"))!;
    expect(stillWanted(devicesAsked(file.contact), file.assigned)).toEqual([{ type: "Laptop", count: 1 }]);
    expect((await readyDevices(db, [{ type: "Laptop", count: 1 }])).count).toBe(2);
  });

  it("marks the delivery: a Client (emailed), the devices dated today in the organisation's time zone, the application's date", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "WEB-1", APPROVED_STATUS, { laptops: 1, desktops: 1, web: { locale: "en" } });
    await device(db, "I-1", {});
    await device(db, "I-2", { Computer_Type: "Desktop" });
    const target = { contactId: "WEB-1", seenStatus: APPROVED_STATUS };
    expect(await markDelivered(db, target, reviewer)).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.nothingAssigned,
    });
    for (const item of ["I-1", "I-2"]) expect((await assignDevice(db, target, item, reviewer)).ok).toBe(true);

    expect(await markDelivered(db, target, reviewer)).toEqual({
      ok: true,
      message: reviewMessages.delivered("Ana Díaz", "2026-02-28", "emailed"),
    });
    expect(await statusOf(db, "WEB-1")).toBe(CLIENT_STATUS);
    expect(
      await rows(
        db,
        sql<{ id: string; Date_Donated: string }>`SELECT id, "Date_Donated" FROM "Computer_Inventory" ORDER BY id`,
      ),
    ).toEqual([
      { id: "I-1", Date_Donated: "2026-02-28" },
      { id: "I-2", Date_Donated: "2026-02-28" },
    ]);
    const kept = await firstRow(
      db,
      sql<{ delivered_at: number }>`SELECT delivered_at FROM applications WHERE contact_id = 'WEB-1'`,
    );
    expect(kept?.delivered_at).toBe(NOW);
    expect((await outbox(db)).map((mail) => [mail.kind, mail.subject])).toEqual([
      ["status", "Your application status: Delivered"],
    ]);
    expect((await changesNoted(db)).slice(-3)).toEqual([
      { kind: "Contacts", record_id: "WEB-1" },
      { kind: "Computer_Inventory", record_id: "I-1" },
      { kind: "Computer_Inventory", record_id: "I-2" },
    ]);
    // Delivered: nothing more to assign, take back or deliver.
    expect(await unassignDevice(db, { ...target, seenStatus: CLIENT_STATUS }, "I-1", reviewer)).toMatchObject({
      ok: false,
      status: 409,
      message: reviewMessages.notNow("Delivered"),
    });
  });
});

describe("a date as the CRM writes it", () => {
  it("is the day in the organisation's time zone, not in UTC", () => {
    expect(crmDate(NOW, "America/New_York")).toBe("2026-02-28");
    expect(crmDate(NOW, "Europe/Berlin")).toBe("2026-03-01");
  });
});
