/**
 * A recommendation: what its link shows (the applicant's first name and last initial, the nominating
 * organization) and what sending it does, in one transaction: the answers and the letter kept, the link used up,
 * the applicant's status moved to 'Recommendation Received' through the record writer (so the applicant gets the
 * status email) unless staff already moved it on, and both records noted for the CRM's change feed. A partner's
 * caseworker may write it instead of the recommender (`recordRecommendationFor`), with the same effect.
 */
import { randomUUID } from "node:crypto";
import { NO_RECOMMENDATION_STATUS, RECOMMENDATION_RECEIVED } from "./submitApplication.server";
import type { RecordWriteSettings } from "~/platform/env.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Contacts } from "~/kits/records/schema.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { shortName } from "./applicationEmails.server";
import type { Letter } from "./recommendationPost.server";
import { spendLink } from "~/kits/links/linkTokens.server";
import { waitingRecommendation } from "./recommendationRequests.server";
import { noteChange } from "~/kits/records/siteChanges.server";

export { RECOMMENDATION_RECEIVED };

export type RecommendationAnswers = { howKnown: string; howLong: string; howHelp: string };

export type RecommendationFor = {
  id: number;
  contactId: string;
  /** First name and last initial: all the recommender's page says of the applicant. */
  applicant: string;
  organization: string;
  receivedAt: number | null;
};

export async function recommendationByLink(db: Db, hash: string): Promise<RecommendationFor | null> {
  const row = await firstRow(
    db,
    sql<{
      id: number;
      contact_id: string;
      Full_Name: string | null;
      Nominating_Organization: string | null;
      received_at: number | null;
    }>`
      SELECT r.id, r.contact_id, c."Full_Name", c."Nominating_Organization", r.received_at
        FROM recommendations r JOIN "Contacts" c ON c.id = r.contact_id
       WHERE r.token_hash = ${hash}`,
  );
  return row
    ? {
        id: Number(row.id),
        contactId: row.contact_id,
        applicant: shortName(row.Full_Name ?? ""),
        organization: row.Nominating_Organization ?? "",
        receivedAt: row.received_at === null ? null : Number(row.received_at),
      }
    : null;
}

type Keeping = {
  answers: RecommendationAnswers;
  letter: Letter | null;
  /** "recommender" for the link's, a caseworker's identity for a partner's (`caseworkerIdentity`): staff only. */
  writtenBy: string;
  notices: RecordWriteSettings;
  now: number;
};

/** What a recommendation's arrival does, however it came, inside the caller's transaction and applicant lock. */
async function keep(trx: Db, recommendationId: number, contactId: string, keeping: Keeping): Promise<void> {
  const { answers, letter, writtenBy, notices, now } = keeping;
  await sql`UPDATE recommendations SET received_at = ${now}, how_known = ${answers.howKnown},
       how_long = ${answers.howLong}, how_help = ${answers.howHelp}, serves_region = 1, written_by = ${writtenBy}
     WHERE id = ${recommendationId}`.execute(trx);
  if (letter) {
    await sql`INSERT INTO recommendation_letters (recommendation_id, content_type, size, content, uploaded_at)
       VALUES (${recommendationId}, ${letter.type}, ${letter.bytes.length}, ${letter.bytes}, ${now})`.execute(trx);
  }
  const status = await firstRow(
    trx,
    sql<{ Status: string | null }>`SELECT "Status" FROM "Contacts" WHERE id = ${contactId}`,
  );
  if ((status?.Status ?? "").trim() === NO_RECOMMENDATION_STATUS) {
    await createRecordWriter(trx, Contacts, ["Status"], { notices }).write({
      id: contactId,
      Status: RECOMMENDATION_RECEIVED,
    });
    await noteChange(trx, "Contacts", contactId, now);
  }
  await noteChange(trx, "Recommendations", String(recommendationId), now);
}

/** Keeps a recommendation sent through the link `hash`; false when the link was used a moment ago. */
export async function recordRecommendation(
  db: Db,
  hash: string,
  answers: RecommendationAnswers,
  letter: Letter | null,
  writtenBy: string,
  notices: RecordWriteSettings,
  now = Date.now(),
): Promise<boolean> {
  const recorded = await inTransaction(db, async (trx) => {
    const recommendation = await recommendationByLink(trx, hash);
    if (!recommendation) return false;
    await lockWithinTransaction(trx, `applicant:${recommendation.contactId}`);
    if (!(await spendLink(trx, hash, now))) return false;
    await keep(trx, recommendation.id, recommendation.contactId, { answers, letter, writtenBy, notices, now });
    return true;
  });
  return recorded;
}

/**
 * Whether a recommendation may still be written for this applicant from the partner portal: their status still
 * waits for it (staff did not move them on) and none came.
 */
export async function recommendationWanted(db: Db, contactId: string): Promise<boolean> {
  const row = await firstRow(
    db,
    sql<{ Status: string | null; received: number | string }>`SELECT c."Status",
         (SELECT COUNT(*) FROM recommendations r
           WHERE r.contact_id = c.id AND r.replaced_at IS NULL AND r.received_at IS NOT NULL) AS received
       FROM "Contacts" c WHERE c.id = ${contactId}`,
  );
  return !!row && (row.Status ?? "").trim() === NO_RECOMMENDATION_STATUS && Number(row.received) === 0;
}

/** A request the site never sent (a CRM applicant's): a row of its own, under a key no link token can have. */
async function requestWithoutLink(trx: Db, contactId: string, writer: { name: string; email: string }, now: number) {
  const contact = await firstRow(
    trx,
    sql<{ first: string | null; last: string | null; email: string | null }>`SELECT
         "Recommenders_Name" AS first, "Recommenders_Last_Name" AS last, "Recommenders_Email" AS email
       FROM "Contacts" WHERE id = ${contactId}`,
  );
  // The recommender the CRM names, or else the caseworker's organisation and address (told of the decision).
  const first = contact?.first?.trim() ?? "";
  const email = contact?.email?.trim() ?? "";
  const named = first !== "" && email !== "";
  const inserted = await firstRow(
    trx,
    sql<{ id: number | string }>`INSERT INTO recommendations
         (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
       VALUES (${contactId}, ${`partner:${randomUUID()}`}, ${named ? first : writer.name},
         ${named ? (contact?.last?.trim() ?? "") : ""}, ${named ? email : writer.email}, ${now}, ${now})
       RETURNING id`,
  );
  return Number(inserted!.id);
}

/**
 * Keeps a recommendation a partner's caseworker wrote for this applicant (issue 27), in place of the one still
 * waiting: the same effect as the recommender's, and the recommender's link is used up with it, so it says the
 * recommendation was already received. For an applicant the site never asked a recommendation for (the CRM's),
 * the recommendation gets a row of its own. False when none is wanted any more (received, or the applicant moved
 * on).
 */
export async function recordRecommendationFor(
  db: Db,
  contactId: string,
  keeping: Omit<Keeping, "now"> & { now?: number; writer: { name: string; email: string } },
): Promise<boolean> {
  const now = keeping.now ?? Date.now();
  const recorded = await inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, `applicant:${contactId}`);
    if (!(await recommendationWanted(trx, contactId))) return false;
    const waiting = await waitingRecommendation(trx, contactId);
    if (waiting) {
      await sql`UPDATE link_tokens SET used_at = ${now}
         WHERE token_hash = (SELECT token_hash FROM recommendations WHERE id = ${waiting.id})
           AND used_at IS NULL`.execute(trx);
    }
    const id = waiting ? waiting.id : await requestWithoutLink(trx, contactId, keeping.writer, now);
    await keep(trx, id, contactId, { ...keeping, now });
    return true;
  });
  return recorded;
}
