import { afterEach, describe, expect, it } from "vitest";
import { createDraft } from "~/applications/server/drafts.server";
import { sendDueFollowUps } from "~/applications/server/followUps.server";
import { findLink, hashOf, issueLink, spendLink, linkAgain } from "~/kits/links/linkTokens.server";
import { withoutLinkToken } from "~/platform/linkTokenPaths.server";
import { recordRecommendation } from "~/applications/server/recommendations.server";
import {
  changeRecommender,
  resendRecommendation,
  sendDueReminders,
  waitingRecommendation,
} from "~/applications/server/recommendationRequests.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { purgeExpired } from "~/startup/retention.server";
import { Champions, Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { luciaAnswers } from "../support/applicationRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const settings = { publicUrl: "https://portal.example.org", timeZone: "America/New_York" };
const notices = { publicUrl: settings.publicUrl, notifyStatusChanges: true };
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 15);

const answers = (email = "Lucia@Example.org") => luciaAnswers(email, 2);

type Mail = { recipient: string; subject: string; text_body: string; kind: string };
const mail = (db: Db) => rows(db, sql<Mail>`SELECT recipient, subject, text_body, kind FROM mail_outbox ORDER BY id`);
const count = async (db: Db, table: string) =>
  Number((await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n);
const linkIn = (text: string) => /\/recommend\/([\w-]{43})/.exec(text)![1]!;

async function sent(engine: Engine, email?: string) {
  const { db } = await openTestStore(engine);
  const draftId = await createDraft(db, "es", answers(email), T0);
  const result = await submitApplication(db, draftId, settings, T0);
  if (result.outcome !== "sent") throw new Error(result.outcome);
  return { db, draftId, ...result };
}

afterEach(closeTestStores);

describe.each(ENGINES)("applications on %s", (engine) => {
  it("sending makes the applicant, the champion and the request, with both emails, once", async () => {
    const { db, draftId, contactId, number } = await sent(engine);
    expect(number).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    const contact = await firstRow(db, sql<Record<string, unknown>>`SELECT * FROM "Contacts" WHERE id = ${contactId}`);
    expect(contact).toMatchObject({
      Full_Name: "Lucía Gómez",
      email_key: "lucia@example.org",
      Status: "Applicants No Recommendation",
      Nominating_Organization: "Hoboken Family Center",
      Recommenders_Email: "marta@partner.example",
      Laptop_Quantity: "1",
      Desktop_Quantity: null,
      Tablet_Quantity: "2",
    });
    const application = await firstRow(db, sql<Record<string, unknown>>`SELECT * FROM applications`);
    expect(application).toMatchObject({ zip: "07030", household_size: 3, eligibility_basis: "income", locale: "es" });
    // No income figure anywhere: the screener's answer is only its basis.
    expect(JSON.stringify(application)).not.toMatch(/income":|24000/);
    expect(await rows(db, sql`SELECT "Champion_Type" FROM "Champions"`)).toEqual([
      { Champion_Type: '["Computer Applicant"]' },
    ]);
    const written = await mail(db);
    expect(written.map((message) => [message.kind, message.recipient])).toEqual([
      ["application", "Lucia@Example.org"],
      ["recommendation", "marta@partner.example"],
    ]);
    expect(written[0]!.subject).toBe(`Recibimos su solicitud ${number}`);
    expect(written[1]!.text_body).toContain("Lucía G.");
    expect(await rows(db, sql`SELECT kind, record_id FROM site_changes ORDER BY seq`)).toEqual([
      { kind: "Contacts", record_id: contactId },
      { kind: "Champions", record_id: `WEBC-${number}` },
    ]);

    const again = await submitApplication(db, draftId, settings, T0 + 1000);
    expect(again).toEqual({ outcome: "sent", number, contactId, again: true });
    expect(await count(db, "Contacts")).toBe(1);
    expect(await count(db, "mail_outbox")).toBe(2);
  });

  it("refuses a second application for an email whose application is open, in any case, and links an existing champion", async () => {
    const { db } = await sent(engine);
    const second = await createDraft(db, "en", answers("  LUCIA@example.org "), T0);
    expect(await submitApplication(db, second, settings, T0)).toEqual({ outcome: "already-open" });
    expect(await count(db, "Contacts")).toBe(1);

    await createRecordWriter(db, Champions).write({
      id: "C-9",
      Name: "Don Donor",
      Email: "don@example.org",
      Champion_Type: ["Computer Donor"],
    });
    const donor = await createDraft(db, "en", answers("Don@Example.org"), T0);
    expect((await submitApplication(db, donor, settings, T0)).outcome).toBe("sent");
    expect(
      await rows(db, sql`SELECT id, "Champion_Type" FROM "Champions" WHERE email_key = 'don@example.org'`),
    ).toEqual([{ id: "C-9", Champion_Type: '["Computer Donor","Computer Applicant"]' }]);
    // Denied or delivered applications are closed: the same person may apply again.
    const closed = await firstRow(
      db,
      sql<{ id: string }>`SELECT id FROM "Contacts" WHERE email_key = 'lucia@example.org'`,
    );
    await createRecordWriter(db, Contacts, ["Status"]).write({ id: closed!.id, Status: "Denied Applicant" });
    const later = await createDraft(db, "en", answers(), T0);
    expect((await submitApplication(db, later, settings, T0)).outcome).toBe("sent");
  });

  it("a link is valid once, until it expires or is replaced; its token can be made again while it is valid", async () => {
    const { db } = await openTestStore(engine);
    const link = await issueLink(db, "recommend", "WEB-1", DAY, T0);
    expect(await findLink(db, "recommend", link.token, T0)).toMatchObject({ state: "valid", subjectId: "WEB-1" });
    expect(await findLink(db, "resume", link.token, T0)).toBeNull();
    expect(await linkAgain(db, "recommend", link.hash, T0)).toEqual({ token: link.token, expiresAt: T0 + DAY });
    expect(await findLink(db, "recommend", link.token, T0 + DAY)).toMatchObject({ state: "expired" });
    expect(await spendLink(db, link.hash, T0 + DAY)).toBe(false);
    expect(await spendLink(db, link.hash, T0 + 1)).toBe(true);
    expect(await spendLink(db, link.hash, T0 + 2)).toBe(false);
    expect(await findLink(db, "recommend", link.token, T0 + 3)).toMatchObject({ state: "used", usedAt: T0 + 1 });
    expect(await linkAgain(db, "recommend", link.hash, T0 + 3)).toBeNull();
    expect(await findLink(db, "recommend", "x".repeat(43), T0)).toBeNull();
    expect(hashOf(link.token)).toBe(link.hash);
    // The store holds the hash and a nonce, never the token itself.
    expect(JSON.stringify(await rows(db, sql`SELECT * FROM link_tokens`))).not.toContain(link.token);
    expect(withoutLinkToken(`/es/recommend/${link.token}`)).toBe("/es/recommend/[token]");
    expect(withoutLinkToken(`/application/resume/${link.token}`)).toBe("/application/resume/[token]");
    expect(withoutLinkToken(`/es/donate/confirm/${link.token}`)).toBe("/es/donate/confirm/[token]");
  });

  it("a recommendation moves the applicant on with the status email, uses its link, and never moves a status back", async () => {
    const { db, contactId } = await sent(engine);
    const hash = hashOf(linkIn((await mail(db))[1]!.text_body));
    const letter = { type: "application/pdf" as const, bytes: Buffer.from("%PDF-1.7 letter") };
    const given = { howKnown: "Caseworker", howLong: "2 years", howHelp: "Homework" };
    expect(await recordRecommendation(db, hash, given, letter, "recommender", notices, T0 + 10)).toBe(true);
    expect(await recordRecommendation(db, hash, given, null, "recommender", notices, T0 + 20)).toBe(false);
    expect((await firstRow(db, sql<{ Status: string }>`SELECT "Status" FROM "Contacts"`))!.Status).toBe(
      "Recommendation Received",
    );
    const letters = await rows(db, sql<{ content: Uint8Array }>`SELECT content FROM recommendation_letters`);
    expect(Buffer.from(letters[0]!.content).toString()).toBe("%PDF-1.7 letter");
    expect((await mail(db)).map((message) => message.kind)).toEqual(["application", "recommendation", "status"]);
    expect(await waitingRecommendation(db, contactId)).toBeNull();

    // Staff already moved a second applicant on: the letter arriving does not move them back.
    const other = await createDraft(db, "en", answers("other@example.org"), T0);
    const second = await submitApplication(db, other, settings, T0);
    if (second.outcome !== "sent") throw new Error(second.outcome);
    await createRecordWriter(db, Contacts, ["Status"]).write({ id: second.contactId, Status: "Applicants to approve" });
    const secondHash = hashOf(linkIn((await mail(db)).at(-1)!.text_body));
    expect(await recordRecommendation(db, secondHash, given, null, "recommender", notices, T0 + 30)).toBe(true);
    expect(
      (await firstRow(db, sql<{ Status: string }>`SELECT "Status" FROM "Contacts" WHERE id = ${second.contactId}`))!
        .Status,
    ).toBe("Applicants to approve");
  });

  it("the applicant sends the same link again at most once a day, or names someone else and the old link stops", async () => {
    const { db, contactId } = await sent(engine);
    const token = linkIn((await mail(db))[1]!.text_body);
    expect(await resendRecommendation(db, contactId, settings, T0 + DAY - 1)).toBe("too-soon");
    expect(await resendRecommendation(db, contactId, settings, T0 + DAY)).toBe("sent");
    expect(linkIn((await mail(db)).at(-1)!.text_body)).toBe(token);
    expect(await resendRecommendation(db, contactId, settings, T0 + DAY + 1000)).toBe("too-soon");

    const next = { firstName: "Ana", lastName: "Ruiz", email: "ana@tenants.example" };
    expect(await changeRecommender(db, contactId, next, settings, T0 + 2 * DAY)).toBe(true);
    expect(await findLink(db, "recommend", token, T0 + 2 * DAY)).toMatchObject({ state: "replaced" });
    const newest = (await mail(db)).at(-1)!;
    expect(newest.recipient).toBe("ana@tenants.example");
    expect(await findLink(db, "recommend", linkIn(newest.text_body), T0 + 2 * DAY)).toMatchObject({ state: "valid" });
    expect(await firstRow(db, sql`SELECT "Recommenders_Name", "Recommenders_Email" FROM "Contacts"`)).toEqual({
      Recommenders_Name: "Ana",
      Recommenders_Email: "ana@tenants.example",
    });
    expect(await waitingRecommendation(db, contactId)).toMatchObject({ email: "ana@tenants.example" });
  });

  it("reminders go after each delay, at most as many as delays, the same link, and none once the letter is in", async () => {
    const { db } = await sent(engine);
    const token = linkIn((await mail(db))[1]!.text_body);
    const delays = [3 * DAY, 7 * DAY];
    expect(await sendDueReminders(db, delays, settings, T0 + 3 * DAY - 1)).toBe(0);
    expect(await sendDueReminders(db, delays, settings, T0 + 3 * DAY)).toBe(1);
    expect(await sendDueReminders(db, delays, settings, T0 + 3 * DAY + 1)).toBe(0);
    const reminder = (await mail(db)).at(-1)!;
    expect(reminder.subject).toBe("Recordatorio: se le pide una recomendación para Lucía G.");
    expect(linkIn(reminder.text_body)).toBe(token);
    expect(await sendDueReminders(db, delays, settings, T0 + 7 * DAY)).toBe(1);
    expect(await sendDueReminders(db, delays, settings, T0 + 20 * DAY)).toBe(0);

    const { db: other } = await sent(engine);
    const hash = hashOf(linkIn((await mail(other))[1]!.text_body));
    const given = { howKnown: "a", howLong: "b", howHelp: "c" };
    await recordRecommendation(other, hash, given, null, "recommender", notices, T0 + 1);
    expect(await sendDueReminders(other, delays, settings, T0 + 10 * DAY)).toBe(0);
  });

  it("the follow-up goes once, after its delay from delivery; letters and answers go with the purge once closed long enough", async () => {
    const { db, contactId } = await sent(engine);
    await sql`UPDATE applications SET delivered_at = ${T0}, closed_at = ${T0}`.execute(db);
    expect(await sendDueFollowUps(db, 14 * DAY, settings, T0 + 14 * DAY - 1)).toBe(0);
    expect(await sendDueFollowUps(db, 14 * DAY, settings, T0 + 14 * DAY)).toBe(1);
    expect(await sendDueFollowUps(db, 14 * DAY, settings, T0 + 15 * DAY)).toBe(0);
    const followUp = (await mail(db)).at(-1)!;
    expect([followUp.kind, followUp.subject]).toEqual(["follow-up", "¿Cómo funciona su computadora?"]);
    expect(followUp.text_body).toMatch(/\/es\/follow-up\/[\w-]{43}/);

    const hash = hashOf(linkIn((await mail(db))[1]!.text_body));
    const letter = { type: "image/png" as const, bytes: Buffer.from([0x89, 0x50]) };
    await recordRecommendation(db, hash, { howKnown: "a", howLong: "b", howHelp: "c" }, letter, "x", notices, T0);
    const purge = (now: number) => purgeExpired(db, { retentionMs: 30 * DAY, letterRetentionMs: 90 * DAY, now });
    expect(await purge(T0 + 90 * DAY)).toMatchObject({ "recommendation letters": 0, "follow-up answers": 0 });
    expect(await purge(T0 + 90 * DAY + 1)).toMatchObject({ "recommendation letters": 1, "follow-up answers": 1 });
    // The recommendation's answers stay with the application.
    expect(await firstRow(db, sql`SELECT how_known FROM recommendations WHERE contact_id = ${contactId}`)).toEqual({
      how_known: "a",
    });
  });
});
