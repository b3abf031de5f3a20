/** Staff deciding on an application: the decision, its emails and its log, and what is refused. */
import { afterEach, describe, expect, it } from "vitest";
import * as spanish from "~/applications/content/es/words";
import { APPROVED_STATUS, DENIED_STATUS, possibleDenialReasons } from "~/kits/records/applicantStatus";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { firstRow, sql, type Engine } from "~/db/engine.server";
import { applicantFile } from "~/applications/staff/applicantFile.server";
import { decide } from "~/applications/staff/reviewDecision.server";
import { readDenialReason } from "~/applications/staff/reviewPost.server";
import { allows } from "~/applications/staff/rules";
import { reviewMessages, WRITTEN_REASON } from "~/applications/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { reviewer, outbox, statusOf, changesNoted, activity, applicant } from "../support/reviewRecords";

afterEach(closeTestStores);

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
