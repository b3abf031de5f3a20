/**
 * Asking for the recommendation again: the applicant sends the same link again (at most once a day) or names
 * another recommender (the old link stops working, the CRM record's recommender fields follow), and the server
 * sends reminders after the delays of RECOMMENDATION_REMINDERS. Each email is written in the transaction that
 * decides it, so a request is never both refused and sent.
 */
import { emailKey } from "~/kits/records/championLookup";
import type { RecommenderAnswers } from "~/applications/answers";
import type { Locale } from "~/i18n/locale";
import { enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Contacts } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { recommendEmail } from "./applicationEmails.server";
import { issueLink, linkAgain, revokeLinks } from "~/kits/links/linkTokens.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { RECOMMEND_LINK_MS } from "~/kits/links/lifetimes";
import { NO_RECOMMENDATION_STATUS, type SubmitSettings } from "./submitApplication.server";

export const RESEND_EVERY_MS = 24 * 60 * 60 * 1000;

export type WaitingRecommendation = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  sentAt: number;
  lastSentAt: number;
};

type Row = {
  id: number;
  contact_id: string;
  token_hash: string;
  first_name: string;
  last_name: string;
  email: string;
  sent_at: number;
  last_sent_at: number;
  reminders_sent: number;
  Full_Name: string | null;
  Nominating_Organization: string | null;
  locale: string | null;
};

const waitingRows = sql`SELECT r.id, r.contact_id, r.token_hash, r.first_name, r.last_name, r.email, r.sent_at,
      r.last_sent_at, r.reminders_sent, c."Full_Name", c."Nominating_Organization", a.locale
    FROM recommendations r
    JOIN "Contacts" c ON c.id = r.contact_id
    LEFT JOIN applications a ON a.contact_id = r.contact_id
   WHERE r.received_at IS NULL AND r.replaced_at IS NULL AND TRIM(c."Status") = ${NO_RECOMMENDATION_STATUS}`;

/** The request still waiting for an applicant's letter, or null (none made here, received, or moved on). */
export async function waitingRecommendation(db: Db, contactId: string): Promise<WaitingRecommendation | null> {
  const row = await firstRow(db, sql<Row>`${waitingRows} AND r.contact_id = ${contactId} ORDER BY r.id DESC LIMIT 1`);
  return row ? { ...requestedRecommender(row), lastSentAt: Number(row.last_sent_at) } : null;
}

/** Who a recommendation was asked of, and when, from its row (PostgreSQL returns its big integers as text). */
export function requestedRecommender(row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  sent_at: number;
}): Pick<WaitingRecommendation, "id" | "firstName" | "lastName" | "email" | "sentAt"> {
  return {
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    sentAt: Number(row.sent_at),
  };
}

const localeOf = (row: Row): Locale => (row.locale === "es" ? "es" : "en");

/** Writes the recommender's email for this row with a token; `reminder` words it as one. */
async function enqueueRequest(
  trx: Db,
  row: Row,
  token: string,
  expiresAt: number,
  settings: SubmitSettings,
  reminder: boolean,
  now: number,
) {
  const email = recommendEmail(settings.publicUrl, localeOf(row), {
    recommenderFirst: row.first_name,
    applicant: row.Full_Name ?? "",
    organization: row.Nominating_Organization ?? "",
    token,
    expiresAt,
    timeZone: settings.timeZone,
    reminder,
  });
  await enqueueMail(
    trx,
    {
      emailKey: emailKey(row.email),
      recipient: row.email,
      ...email,
      notAfter: expiresAt,
      kind: "recommendation",
      recordId: row.contact_id,
    },
    now,
  );
  afterCommit(trx, wakeMailSender);
}

/** A link for the row: its own again while it is valid, or a new one in its place (the old one expired). */
async function linkFor(trx: Db, row: Row, now: number): Promise<{ token: string; expiresAt: number }> {
  const again = await linkAgain(trx, "recommend", row.token_hash, now);
  if (again) return again;
  await revokeLinks(trx, "recommend", row.contact_id, now);
  const link = await issueLink(trx, "recommend", row.contact_id, RECOMMEND_LINK_MS, now);
  await sql`UPDATE recommendations SET token_hash = ${link.hash} WHERE id = ${row.id}`.execute(trx);
  return link;
}

export type ResendOutcome = "sent" | "too-soon" | "none";

export async function resendRecommendation(
  db: Db,
  contactId: string,
  settings: SubmitSettings,
  now = Date.now(),
): Promise<ResendOutcome> {
  const outcome = await inTransaction(db, async (trx): Promise<ResendOutcome> => {
    await lockWithinTransaction(trx, `applicant:${contactId}`);
    const row = await firstRow(
      trx,
      sql<Row>`${waitingRows} AND r.contact_id = ${contactId} ORDER BY r.id DESC LIMIT 1`,
    );
    if (!row) return "none";
    if (now - Number(row.last_sent_at) < RESEND_EVERY_MS) return "too-soon";
    const link = await linkFor(trx, row, now);
    await enqueueRequest(trx, row, link.token, link.expiresAt, settings, false, now);
    await sql`UPDATE recommendations SET last_sent_at = ${now} WHERE id = ${row.id}`.execute(trx);
    return "sent";
  });
  return outcome;
}

/** Another recommender in place of the one asked: the old link stops working, the new one gets theirs. */
export async function changeRecommender(
  db: Db,
  contactId: string,
  recommender: Omit<RecommenderAnswers, "organization" | "listed">,
  settings: SubmitSettings,
  now = Date.now(),
): Promise<boolean> {
  const changed = await inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, `applicant:${contactId}`);
    const old = await firstRow(
      trx,
      sql<Row>`${waitingRows} AND r.contact_id = ${contactId} ORDER BY r.id DESC LIMIT 1`,
    );
    if (!old) return false;
    await revokeLinks(trx, "recommend", contactId, now);
    await sql`UPDATE recommendations SET replaced_at = ${now} WHERE id = ${old.id}`.execute(trx);
    const link = await issueLink(trx, "recommend", contactId, RECOMMEND_LINK_MS, now);
    const inserted = await firstRow(
      trx,
      sql<{ id: number }>`INSERT INTO recommendations
         (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
       VALUES (${contactId}, ${link.hash}, ${recommender.firstName}, ${recommender.lastName}, ${recommender.email},
         ${now}, ${now}) RETURNING id`,
    );
    await createRecordWriter(trx, Contacts, [
      "Recommenders_Name",
      "Recommenders_Last_Name",
      "Recommenders_Email",
    ]).write({
      id: contactId,
      Recommenders_Name: recommender.firstName,
      Recommenders_Last_Name: recommender.lastName,
      Recommenders_Email: recommender.email,
    });
    await noteChange(trx, "Contacts", contactId, now);
    await noteChange(trx, "Recommendations", String(old.id), now);
    await noteChange(trx, "Recommendations", String(inserted!.id), now);
    const row: Row = {
      ...old,
      id: inserted!.id,
      token_hash: link.hash,
      first_name: recommender.firstName,
      last_name: recommender.lastName,
      email: recommender.email,
    };
    await enqueueRequest(trx, row, link.token, link.expiresAt, settings, false, now);
    return true;
  });
  return changed;
}

/**
 * The reminders due now: for each request still waiting whose next delay (counted from its first sending) has
 * passed and whose link still works, the same link again. How many went out.
 */
export async function sendDueReminders(
  db: Db,
  delaysMs: readonly number[],
  settings: SubmitSettings,
  now = Date.now(),
): Promise<number> {
  if (delaysMs.length === 0) return 0;
  const due = await rows(db, sql<Row>`${waitingRows} AND r.reminders_sent < ${delaysMs.length}`);
  let sent = 0;
  for (const candidate of due) {
    const delay = delaysMs[Number(candidate.reminders_sent)]!;
    if (Number(candidate.sent_at) + delay > now) continue;
    const done = await inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, `applicant:${candidate.contact_id}`);
      // Counted again under the lock: another origin may have sent this reminder a moment ago.
      const claimed = await sql`UPDATE recommendations SET reminders_sent = reminders_sent + 1
          WHERE id = ${candidate.id} AND reminders_sent = ${candidate.reminders_sent} AND received_at IS NULL
            AND replaced_at IS NULL`.execute(trx);
      if (Number(claimed.numAffectedRows ?? 0) === 0) return false;
      const link = await linkAgain(trx, "recommend", candidate.token_hash, now);
      if (!link) return false;
      await enqueueRequest(trx, candidate, link.token, link.expiresAt, settings, true, now);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
