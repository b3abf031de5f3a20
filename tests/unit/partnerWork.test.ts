import { afterEach, describe, expect, it } from "vitest";
import { APPROVED_STATUS, CLIENT_STATUS, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory, Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { findLink, issueLink } from "~/kits/links/linkTokens.server";
import {
  RECOMMENDATION_RECEIVED,
  recommendationWanted,
  recordRecommendation,
  recordRecommendationFor,
} from "~/applications/server/recommendations.server";
import { NO_RECOMMENDATION_STATUS } from "~/applications/server/submitApplication.server";
import { caseworkerIdentity } from "~/partners/server/caseworkerIdentity.server";
import { earliestHandover, handOver } from "~/partners/server/partnerHandover.server";
import { activePartnersOfEmail } from "~/partners/server/partnerAccess.server";
import {
  confirmRenewal,
  inviteForRenewal,
  partnerDetails,
  pastRenewalDeadline,
  renewalCycle,
  unconfirmedPartners,
} from "~/partners/server/partnerRenewals.server";
import { recordPartnerSignIn } from "~/partners/server/partnerSignIn.server";
import { recentActivity } from "~/kits/records/activity.server";
import { partnerApplicant, partnerApplicantList } from "~/partners/server/partnerPortal.server";
import { assignDevice, markDelivered } from "~/applications/staff/deviceAssignment.server";
import { decide } from "~/applications/staff/reviewDecision.server";
import type { Reviewer } from "~/applications/staff/reviewTransaction.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const DAY = 86_400_000;
const NOW = Date.UTC(2027, 2, 10, 15); // 10 March 2027, 10:00 in New York
const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };
const timeZone = "America/New_York";
const staff: Reviewer = { actor: "kim@org.test", notices, timeZone, now: NOW - 5 * DAY };
const CASEWORKER = { partnerId: "P-1", email: "Rosa@Hope.test" };

async function partner(db: Db, id: string, name: string, emails: string[]) {
  await sql`INSERT INTO "Partners" (id, "Organization_Name", "Emails", "Status", "Region", "Cycle")
     VALUES (${id}, ${name}, ${JSON.stringify(emails)}, 'Active', 'NJ', '2027')`.execute(db);
}

/** An applicant of this site who named Hope House, approved by staff five days ago, with a laptop assigned. */
async function approvedWithDevice(db: Db, id: string, item: string) {
  await createRecordWriter(db, Contacts).write(
    Contacts.schema.parse({
      id,
      Full_Name: "Ana Díaz",
      Email: `${id.toLowerCase()}@example.org`,
      Status: REVIEW_STATUS,
      Nominating_Organization: "Hope House",
      Laptop_Quantity: "1",
    }),
  );
  await sql`INSERT INTO applications (contact_id, number, draft_id, email_key, zip, region, household_size,
      eligibility_basis, locale, submitted_at, partner_id)
    VALUES (${id}, ${`N-${id}`}, ${`draft-${id}`}, ${`${id.toLowerCase()}@example.org`}, '07030', 'NJ', 3,
      'income', 'en', ${NOW - 20 * DAY}, 'P-1')`.execute(db);
  await createRecordWriter(db, Computer_Inventory).write(
    Computer_Inventory.schema.parse({ id: item, Model: "ThinkPad", Status: "Refurbished", Computer_Type: "Laptop" }),
  );
  expect((await decide(db, { contactId: id, seenStatus: REVIEW_STATUS }, { action: "approve" }, staff)).ok).toBe(true);
  expect((await assignDevice(db, { contactId: id, seenStatus: APPROVED_STATUS }, item, staff)).ok).toBe(true);
  await sql`DELETE FROM mail_outbox`.execute(db);
  await sql`DELETE FROM site_changes`.execute(db);
}

const statusOf = async (db: Db, id: string) =>
  (await firstRow(db, sql<{ Status: string | null }>`SELECT "Status" FROM "Contacts" WHERE id = ${id}`))?.Status;
const donatedOn = async (db: Db, item: string) =>
  (
    await firstRow(
      db,
      sql<{ Date_Donated: string | null }>`SELECT "Date_Donated" FROM "Computer_Inventory" WHERE id = ${item}`,
    )
  )?.Date_Donated;
const mailOf = (db: Db, id: string) =>
  rows(db, sql<{ kind: string; subject: string }>`SELECT kind, subject FROM mail_outbox WHERE record_id = ${id}`);
const deliveredAt = async (db: Db, id: string) =>
  (
    await firstRow(
      db,
      sql<{ delivered_at: number | string | null }>`SELECT delivered_at FROM applications WHERE contact_id = ${id}`,
    )
  )?.delivered_at;

describe.each(ENGINES)("a partner's handover (%s)", (engine: Engine) => {
  it("marks the delivery exactly as staff's 'Mark delivered' does, dated the day the caseworker gives", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await approvedWithDevice(db, "A-1", "I-1");
    await approvedWithDevice(db, "A-2", "I-2");
    expect((await partnerApplicantList(db, "P-1")).map((row) => [row.id, row.readyToCollect])).toEqual([
      ["A-1", true],
      ["A-2", true],
    ]);

    const settings = { notices, timeZone, now: NOW };
    const target = { contactId: "A-1", seenStatus: APPROVED_STATUS };
    expect(await handOver(db, CASEWORKER, target, "2027-03-08", settings)).toEqual({ ok: true, day: "2027-03-08" });
    expect(
      await markDelivered(db, { contactId: "A-2", seenStatus: APPROVED_STATUS }, { ...staff, now: NOW }),
    ).toMatchObject({
      ok: true,
    });

    expect(await statusOf(db, "A-1")).toBe(CLIENT_STATUS);
    expect(await donatedOn(db, "I-1")).toBe("2027-03-08");
    expect(await donatedOn(db, "I-2")).toBe("2027-03-10");
    expect(await mailOf(db, "A-1")).toEqual(await mailOf(db, "A-2"));
    expect((await mailOf(db, "A-1")).map((mail) => mail.kind)).toEqual(["status"]);
    expect(Number(await deliveredAt(db, "A-1"))).toBe(NOW); // the follow-up counts from here
    expect(Number(await deliveredAt(db, "A-2"))).toBe(NOW);
    expect(
      await rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes ORDER BY seq`),
    ).toEqual([
      { kind: "Contacts", record_id: "A-1" },
      { kind: "Computer_Inventory", record_id: "I-1" },
      { kind: "Contacts", record_id: "A-2" },
      { kind: "Computer_Inventory", record_id: "I-2" },
    ]);
    const logged = await rows(
      db,
      sql<{ actor: string; summary: string }>`SELECT actor, summary FROM activity WHERE at = ${NOW} ORDER BY id`,
    );
    expect(logged).toEqual([
      { actor: "Caseworker r***@hope.test of partner P-1", summary: "Delivered 1 device to Ana Díaz (A-1)" },
      { actor: "kim@org.test", summary: "Delivered 1 device to Ana Díaz (A-2)" },
    ]);
    expect((await partnerApplicantList(db, "P-1")).some((row) => row.readyToCollect)).toBe(false);
  });

  it("refuses a day in the future, before the approval or not a date, and another partner's applicant", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await partner(db, "P-2", "Other Org", ["rosa@hope.test"]);
    await approvedWithDevice(db, "A-1", "I-1");
    const settings = { notices, timeZone, now: NOW };
    const target = { contactId: "A-1", seenStatus: APPROVED_STATUS };
    const approvedOn = "2027-03-05";
    expect(await handOver(db, CASEWORKER, target, "2027-03-11", settings)).toEqual({
      ok: false,
      status: 400,
      problem: "future",
      earliest: approvedOn,
    });
    expect(await handOver(db, CASEWORKER, target, "2027-03-04", settings)).toMatchObject({
      problem: "beforeApproval",
      earliest: approvedOn,
    });
    expect(await handOver(db, CASEWORKER, target, "2027-02-30", settings)).toMatchObject({ problem: "date" });
    expect(await handOver(db, { ...CASEWORKER, partnerId: "P-2" }, target, approvedOn, settings)).toEqual({
      ok: false,
      status: 404,
    });
    expect(await handOver(db, CASEWORKER, { ...target, seenStatus: REVIEW_STATUS }, approvedOn, settings)).toEqual({
      ok: false,
      status: 409,
    });
    expect(await statusOf(db, "A-1")).toBe(APPROVED_STATUS);
    expect(await mailOf(db, "A-1")).toEqual([]);

    expect(await handOver(db, CASEWORKER, target, approvedOn, settings)).toEqual({ ok: true, day: approvedOn });
    expect((await partnerApplicant(db, "P-1", "A-1"))?.waitingDevices).toEqual([]);
  });

  it("dates the earliest handover from the approval kept with the application, else from the day it was sent", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await approvedWithDevice(db, "A-1", "I-1");
    expect(await earliestHandover(db, "A-1", timeZone)).toBe("2027-03-05");
    // The activity log is purged in time; the approval's day stays with the application.
    await sql`DELETE FROM activity`.execute(db);
    expect(await earliestHandover(db, "A-1", timeZone)).toBe("2027-03-05");
    // One approved before the day was kept (or approved in the CRM): the day it was sent is the only one known.
    await sql`UPDATE applications SET approved_at = NULL`.execute(db);
    expect(await earliestHandover(db, "A-1", timeZone)).toBe("2027-02-18"); // sent twenty days before NOW
    await sql`DELETE FROM applications`.execute(db);
    expect(await earliestHandover(db, "A-1", timeZone)).toBeNull();
  });
});

/** An applicant of this site who named Hope House, waiting for the recommendation its link asked for. */
async function waitingForLetter(db: Db, id: string): Promise<string> {
  await createRecordWriter(db, Contacts).write(
    Contacts.schema.parse({
      id,
      Full_Name: "Ana Díaz",
      Email: `${id.toLowerCase()}@example.org`,
      Status: NO_RECOMMENDATION_STATUS,
      Nominating_Organization: "Hope House",
    }),
  );
  const link = await issueLink(db, "recommend", id, 30 * DAY, NOW - DAY);
  await sql`INSERT INTO recommendations (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
    VALUES (${id}, ${link.hash}, 'Rosa', 'Diaz', 'rosa@elsewhere.test', ${NOW - DAY}, ${NOW - DAY})`.execute(db);
  return link.token;
}

const writer = { name: "Hope House", email: "rosa@hope.test" };
const answers = { howKnown: "Our client for two years", howLong: "Two years", howHelp: "For school work" };

describe.each(ENGINES)("a recommendation written from the partner portal (%s)", (engine: Engine) => {
  it("has the recommender's effect, is recorded as the caseworker's, and the recommender's link says it was received", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    const token = await waitingForLetter(db, "A-1");
    const theirs = await waitingForLetter(db, "A-2");
    await sql`DELETE FROM mail_outbox`.execute(db);
    const keeping = {
      answers,
      letter: null,
      writtenBy: caseworkerIdentity("P-1", "Rosa@Hope.test"),
      notices,
      now: NOW,
      writer,
    };

    expect(await recordRecommendationFor(db, "A-1", keeping)).toBe(true);
    const link = (await findLink(db, "recommend", theirs, NOW))!;
    expect(await recordRecommendation(db, link.hash, answers, null, "recommender", notices, NOW)).toBe(true);

    expect(await statusOf(db, "A-1")).toBe(RECOMMENDATION_RECEIVED);
    expect(await statusOf(db, "A-2")).toBe(RECOMMENDATION_RECEIVED);
    expect(await mailOf(db, "A-1")).toEqual(await mailOf(db, "A-2"));
    expect((await mailOf(db, "A-1")).map((mail) => mail.kind)).toEqual(["status"]);
    expect(
      await rows(db, sql<{ written_by: string }>`SELECT written_by FROM recommendations ORDER BY contact_id`),
    ).toEqual([{ written_by: "partner:P-1:rosa@hope.test" }, { written_by: "recommender" }]);
    expect((await findLink(db, "recommend", token, NOW))?.state).toBe("used");
    const seen = await partnerApplicant(db, "P-1", "A-1");
    expect(seen).toMatchObject({ letterIn: true, receivedAt: NOW, writtenByUsAt: NOW });
    expect((await partnerApplicant(db, "P-1", "A-2"))?.writtenByUsAt).toBeNull();

    // Once it is in, there is nothing more to write, from the portal or the link.
    expect(await recordRecommendationFor(db, "A-1", keeping)).toBe(false);
    expect(await recordRecommendation(db, link.hash, answers, null, "recommender", notices, NOW)).toBe(false);
  });

  it("leaves a status staff already moved on, and keeps nothing for an applicant with no recommendation waiting", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await waitingForLetter(db, "A-1");
    await sql`UPDATE "Contacts" SET "Status" = ${REVIEW_STATUS} WHERE id = 'A-1'`.execute(db);
    const keeping = {
      answers,
      letter: null,
      writtenBy: caseworkerIdentity("P-1", "rosa@hope.test"),
      notices,
      now: NOW,
      writer,
    };
    expect(await recordRecommendationFor(db, "A-1", keeping)).toBe(false);
    expect(await recordRecommendationFor(db, "NOBODY", keeping)).toBe(false);
    expect(await statusOf(db, "A-1")).toBe(REVIEW_STATUS);
  });

  it("gives a CRM applicant the site never asked for a recommendation a row of its own, with the CRM's recommender", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    for (const [id, recommender] of [
      ["C-1", { Recommenders_Name: "Max", Recommenders_Last_Name: "Roe", Recommenders_Email: "max@crm.test" }],
      ["C-2", {}],
    ] as const)
      await createRecordWriter(db, Contacts).write(
        Contacts.schema.parse({
          id,
          Full_Name: "Cy Crm",
          Status: NO_RECOMMENDATION_STATUS,
          Nominating_Organization: "Hope House",
          ...recommender,
        }),
      );
    const keeping = { answers, letter: null, writtenBy: caseworkerIdentity("P-1", "rosa@hope.test"), notices, writer };
    expect(await recommendationWanted(db, "C-1")).toBe(true);
    expect(await recordRecommendationFor(db, "C-1", { ...keeping, now: NOW })).toBe(true);
    expect(await recordRecommendationFor(db, "C-2", { ...keeping, now: NOW })).toBe(true);
    expect(await statusOf(db, "C-1")).toBe(RECOMMENDATION_RECEIVED);
    expect(await recommendationWanted(db, "C-1")).toBe(false);
    expect(
      await rows(
        db,
        sql<{ first_name: string; last_name: string; email: string }>`SELECT first_name, last_name, email
           FROM recommendations ORDER BY contact_id`,
      ),
    ).toEqual([
      { first_name: "Max", last_name: "Roe", email: "max@crm.test" },
      { first_name: "Hope House", last_name: "", email: "rosa@hope.test" },
    ]);
    expect(await partnerApplicant(db, "P-1", "C-1")).toMatchObject({ letterIn: true, writtenByUsAt: NOW });
  });
});

describe.each(ENGINES)("a caseworker's sign-in in the activity log (%s)", (engine: Engine) => {
  it("names the partner and a masked address, never the whole address", async () => {
    const { db } = await openTestStore(engine);
    await recordPartnerSignIn(db, "Rosa@Hope.test", [{ id: "P-1", name: "Hope House" }]);
    await recordPartnerSignIn(db, "rosa@hope.test", [
      { id: "P-2", name: "Alpha House" },
      { id: "P-1", name: "Hope House" },
    ]);
    const entries = await recentActivity(db);
    expect(entries.map(({ kind, actor, summary }) => ({ kind, actor, summary }))).toEqual([
      {
        kind: "partner-sign-in",
        actor: "Caseworker r***@hope.test",
        summary: "Signed in to the partner portal; listed by Alpha House (P-2), Hope House (P-1)",
      },
      {
        kind: "partner-sign-in",
        actor: "Caseworker r***@hope.test of partner P-1",
        summary: "Signed in to the partner portal for Hope House (P-1)",
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain("rosa@");
  });
});

describe.each(ENGINES)("the partners' yearly renewal (%s)", (engine: Engine) => {
  const settings = { publicUrl: "https://portal.example.org", timeZone, deadline: { month: 2, day: 15 } };
  const JAN_1 = Date.UTC(2027, 0, 1, 5, 30); // 00:30 on January 1st in New York
  const invitations = (db: Db) =>
    rows(
      db,
      sql<{ recipient: string; subject: string; record_id: string }>`SELECT recipient, subject, record_id
         FROM mail_outbox ORDER BY id`,
    );

  it("invites each active partner's caseworkers once per cycle, even when the job runs twice or at once", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test", "intake@hope.test"]);
    await partner(db, "P-2", "Library", ["sam@library.test"]);
    await sql`INSERT INTO "Partners" (id, "Organization_Name", "Emails", "Status")
       VALUES ('P-3', 'Closed', '["old@closed.test"]', 'Inactive')`.execute(db);
    // 11 p.m. on December 31st in New York, already January 1st in UTC: not yet.
    expect(await inviteForRenewal(db, settings, Date.UTC(2027, 0, 1, 4))).toBe(0);

    const [first, second] = await Promise.all([
      inviteForRenewal(db, settings, JAN_1),
      inviteForRenewal(db, settings, JAN_1),
    ]);
    expect(first + second).toBe(2);
    expect(await inviteForRenewal(db, settings, JAN_1 + DAY)).toBe(0);
    const subject = "Please confirm your partner details for 2027";
    expect(await invitations(db)).toEqual([
      { recipient: "rosa@hope.test", subject, record_id: "P-1" },
      { recipient: "intake@hope.test", subject, record_id: "P-1" },
      { recipient: "sam@library.test", subject, record_id: "P-2" },
    ]);
    const text = (await firstRow(db, sql<{ text_body: string }>`SELECT text_body FROM mail_outbox`))!.text_body;
    expect(text).toContain("https://portal.example.org/partners/renew");
    expect(text).toContain("by February 15, 2027");
    // After the deadline, a partner made active meanwhile waits for next year.
    await partner(db, "P-4", "Late", ["late@late.test"]);
    expect(await inviteForRenewal(db, settings, Date.UTC(2027, 1, 16, 17))).toBe(0);
    expect(await inviteForRenewal(db, settings, Date.UTC(2028, 0, 1, 17))).toBe(3);
  });

  it("confirming writes the record through the record writer, notes it, and marks the cycle confirmed", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await partner(db, "P-2", "Library", ["sam@library.test"]);
    await inviteForRenewal(db, settings, JAN_1);
    expect(await unconfirmedPartners(db, "2027")).toEqual([
      { id: "P-1", name: "Hope House" },
      { id: "P-2", name: "Library" },
    ]);
    const details = {
      organization: "Hope House Inc.",
      region: "NYC" as const,
      address: "1 Main St, Newark, NJ 07102",
      phone: "973-555-0100",
      website: "https://hope.test/",
      emails: ["rosa@hope.test", "new@hope.test"],
    };
    const by = caseworkerIdentity("P-1", "rosa@hope.test");
    await confirmRenewal(db, "P-1", details, by, "2027", JAN_1 + DAY);
    expect(await partnerDetails(db, "P-1", "2027")).toEqual({ ...details, confirmedAt: JAN_1 + DAY });
    expect(
      await firstRow(
        db,
        sql<{ confirmed_by: string }>`SELECT confirmed_by
           FROM partner_renewals WHERE partner_id = 'P-1' AND cycle = '2027'`,
      ),
    ).toMatchObject({ confirmed_by: by });
    expect(await rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes`)).toEqual([
      { kind: "Partners", record_id: "P-1" },
    ]);
    expect(await unconfirmedPartners(db, "2027")).toEqual([{ id: "P-2", name: "Library" }]);
    expect(await partnerDetails(db, "P-1", "2028")).toMatchObject({ confirmedAt: null });
    expect(await activePartnersOfEmail(db, "new@hope.test")).toEqual([{ id: "P-1", name: "Hope House Inc." }]);
  });

  it("knows the cycle and the deadline in the organisation's zone", () => {
    expect(renewalCycle(Date.UTC(2027, 0, 1, 4), timeZone)).toBe("2026");
    expect(renewalCycle(JAN_1, timeZone)).toBe("2027");
    expect(pastRenewalDeadline(Date.UTC(2027, 1, 16, 4), timeZone, settings.deadline)).toBe(false);
    expect(pastRenewalDeadline(Date.UTC(2027, 1, 16, 5), timeZone, settings.deadline)).toBe(true);
  });
});
