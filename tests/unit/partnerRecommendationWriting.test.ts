/** A recommendation a caseworker writes from the partner portal has the recommender's effect, recorded as theirs. */
import { afterEach, describe, expect, it } from "vitest";
import { REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Contacts } from "~/kits/records/schema.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { findLink, issueLink } from "~/kits/links/linkTokens.server";
import {
  RECOMMENDATION_RECEIVED,
  recommendationWanted,
  recordRecommendation,
  recordRecommendationFor,
} from "~/applications/server/recommendations.server";
import { NO_RECOMMENDATION_STATUS } from "~/applications/server/submitApplication.server";
import { caseworkerIdentity } from "~/partners/server/caseworkerIdentity.server";
import { partnerApplicant } from "~/partners/server/partnerPortal.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { DAY, NOW, notices, partner, statusOf, mailOf } from "../support/partnerWorkRecords";

afterEach(closeTestStores);

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
