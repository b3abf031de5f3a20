import { afterEach, describe, expect, it } from "vitest";
import { readWrittenRecommendation, type Answers } from "~/applications/answers";
import { applicationDrafts, createDraft, loadDraft } from "~/applications/server/drafts.server";
import { submitApplication } from "~/applications/server/submitApplication.server";
import { firstRow, rows, sql } from "~/db/engine.server";
import { clientPath, isClientStep, previousPath } from "~/partners/clientApplication";
import { caseworkerActor, caseworkerIdentity, writtenByPartner } from "~/partners/server/caseworkerIdentity.server";
import { applicantsOfPartner } from "~/partners/server/partnerApplicants.server";
import { partnerApplicant } from "~/partners/server/partnerPortal.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { laptopAnswers } from "../support/applicationRecords";

/** Issue 38, section 3 (decision 093): the rules of an application a partner's caseworker fills in with a client. */
const settings = { publicUrl: "https://portal.example.org", timeZone: "America/New_York" };
const T0 = Date.UTC(2026, 10, 2, 15);
const rosa = { partnerId: "P-1", email: "Rosa@Partner.test" };
const owner = caseworkerIdentity(rosa.partnerId, rosa.email);
const byRosa = { owner, actor: caseworkerActor(rosa.partnerId, rosa.email) };

const answers: Answers = {
  ...laptopAnswers(
    { fullName: "Cora Client", email: "cora@example.org", language: "es", householdSize: 3 },
    { partnerId: "P-1", firstName: "Rosa", lastName: "Diaz", email: rosa.email },
  ),
  recommendation: { howKnown: "Our computer class", howLong: "Two years", howHelp: "Homework and jobs" },
};

afterEach(closeTestStores);

describe("the recommender's three answers, written on the recommender step", () => {
  it("are kept trimmed; an empty one, or one with a control character, is refused by its own name", () => {
    expect(readWrittenRecommendation({ howKnown: " Class ", howLong: "2 years", howHelp: "Jobs" })).toEqual({
      ok: true,
      value: { howKnown: "Class", howLong: "2 years", howHelp: "Jobs" },
    });
    expect(readWrittenRecommendation({ howKnown: "", howLong: "a\u0000", howHelp: "   " })).toEqual({
      ok: false,
      errors: { howKnown: "howKnown", howLong: "howLong", howHelp: "howHelp" },
    });
  });
});

describe("the client's application's pages", () => {
  it("are the screener then the application's steps; Back from the screener is the portal's list", () => {
    expect(["screener", "about", "devices", "recommender", "check"].every(isClientStep)).toBe(true);
    expect(isClientStep("sent")).toBe(false);
    expect(previousPath("abc", "about")).toBe(clientPath("abc", "screener"));
    expect(previousPath("abc", "screener")).toBe("/partners");
    expect(previousPath(null, "screener")).toBe("/partners");
  });
});

describe.each(ENGINES)("an application a caseworker fills in with a client (%s)", (engine) => {
  it("is a draft only its caseworker under that partner opens, never a browser's cookie, listed for them alone", async () => {
    const { db } = await openTestStore(engine);
    const id = await createDraft(db, "en", { screener: answers.screener }, T0, owner);
    const own = await createDraft(db, "en", { screener: answers.screener }, T0);
    expect((await loadDraft(db, id, T0, owner))?.owner).toBe(owner);
    // A browser's cookie names drafts without an owner; a colleague, or Rosa acting for another partner, gets none.
    expect(await loadDraft(db, id, T0)).toBeNull();
    expect(await loadDraft(db, id, T0, caseworkerIdentity("P-1", "intake@partner.test"))).toBeNull();
    expect(await loadDraft(db, id, T0, caseworkerIdentity("P-2", rosa.email))).toBeNull();
    expect(await loadDraft(db, own, T0, owner)).toBeNull();
    expect((await loadDraft(db, own, T0))?.owner).toBeNull();
    expect((await applicationDrafts.openOf(db, owner, T0)).map((draft) => draft.id)).toEqual([id]);
    // Sending it as the applicant's own (no owner) finds nothing to send.
    expect(await submitApplication(db, id, settings, T0)).toEqual({ outcome: "incomplete" });
  });

  it("is sent already recommended by the partner: one confirmation to the client, nobody asked for a letter", async () => {
    const { db } = await openTestStore(engine);
    const id = await createDraft(db, "en", answers, T0, owner);
    const result = await submitApplication(db, id, settings, T0, byRosa);
    if (result.outcome !== "sent") throw new Error(result.outcome);
    const contact = await firstRow(
      db,
      sql<{ Status: string; Recommenders_Email: string }>`SELECT "Status", "Recommenders_Email" FROM "Contacts"
         WHERE id = ${result.contactId}`,
    );
    expect(contact).toEqual({ Status: "Recommendation Received", Recommenders_Email: rosa.email });
    const recommendation = await firstRow(
      db,
      sql<Record<string, unknown>>`SELECT token_hash, received_at, how_known, how_long, how_help, serves_region,
           written_by FROM recommendations WHERE contact_id = ${result.contactId}`,
    );
    expect(recommendation).toMatchObject({
      how_known: "Our computer class",
      how_long: "Two years",
      how_help: "Homework and jobs",
      written_by: owner,
    });
    expect(Number(recommendation!.received_at)).toBe(T0);
    expect(Number(recommendation!.serves_region)).toBe(1);
    expect(String(recommendation!.token_hash)).toMatch(/^partner:/);
    expect(writtenByPartner(recommendation!.written_by as string, "P-1")).toBe(true);
    expect(await rows(db, sql`SELECT purpose FROM link_tokens`)).toEqual([]);

    // The client's confirmation, in their language, with the number; no status email besides, no request for a letter.
    const mail = await rows(
      db,
      sql<{ recipient: string; subject: string; text_body: string }>`SELECT recipient,
         subject, text_body FROM mail_outbox ORDER BY id`,
    );
    expect(mail.map((message) => message.recipient)).toEqual(["cora@example.org"]);
    expect(mail[0]!.subject).toBe(`Recibimos su solicitud ${result.number}`);
    expect(mail[0]!.text_body).toContain("Hoboken Family Center ya le recomendó con esta solicitud.");

    // On the partner's list, the letter in and written by its caseworker; the CRM's feed and the activity log told.
    expect(await applicantsOfPartner(db, "P-1")).toEqual([result.contactId]);
    expect(await partnerApplicant(db, "P-1", result.contactId)).toMatchObject({ letterIn: true, writtenByUsAt: T0 });
    expect(await partnerApplicant(db, "P-2", result.contactId)).toBeNull();
    const changes = await rows(db, sql<{ kind: string }>`SELECT kind FROM site_changes ORDER BY kind`);
    expect(changes.map((change) => change.kind)).toEqual(["Champions", "Contacts", "Recommendations"]);
    const activity = await rows(
      db,
      sql<{ kind: string; actor: string; summary: string }>`SELECT kind, actor, summary
         FROM activity`,
    );
    expect(activity).toEqual([
      {
        kind: "partner-application",
        actor: byRosa.actor,
        summary: `Started application ${result.contactId} with the client; recommended by Hoboken Family Center`,
      },
    ]);
    expect(activity[0]!.actor).not.toContain("rosa@partner.test");
    // Sent again (a double click), it is the same application.
    expect(await submitApplication(db, id, settings, T0, byRosa)).toMatchObject({ again: true, number: result.number });
    expect(await applicationDrafts.openOf(db, owner, T0)).toEqual([]);
  });

  it("without the caseworker's recommendation, it is not finished", async () => {
    const { db } = await openTestStore(engine);
    const { recommendation: _none, ...unwritten } = answers;
    const id = await createDraft(db, "en", unwritten, T0, owner);
    expect(await submitApplication(db, id, settings, T0, byRosa)).toEqual({ outcome: "incomplete" });
  });
});
