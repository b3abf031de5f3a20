/**
 * What the applicant page reads: the applicant's record, what an application made on this site kept beside it
 * (never an income figure: none is stored), the current recommendation with its answers and whether a letter came
 * with it, the follow-up answers, and the devices assigned. The letter's bytes are read only for its download.
 */
import { usMobileE164 } from "~/sms/phoneNumber";
import { isStopped } from "~/sms/smsStops.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { requestedRecommender } from "~/applications/server/recommendationRequests.server";
import { createRecordSource, type Contact, type InventoryItem } from "~/kits/records/recordSource.server";
import { completedClassesOf, type CompletedClass } from "~/kits/completions/completedClasses.server";

export type KeptApplication = {
  number: string;
  zip: string;
  region: string;
  householdSize: number;
  basis: string;
  locale: string;
  submittedAt: number;
  deliveredAt: number | null;
};

export type Recommendation = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  sentAt: number;
  receivedAt: number | null;
  howKnown: string | null;
  howLong: string | null;
  howHelp: string | null;
  servesRegion: boolean | null;
  writtenBy: string | null;
};

export type LetterFacts = { contentType: string; size: number; uploadedAt: number };

export type FollowUp = {
  sentAt: number;
  answeredAt: number | null;
  usingIt: string | null;
  workingWell: string | null;
  anythingElse: string | null;
  /** Whether the first answer may be shared (issue 50 §2): "first-name", "anonymous" or "none". */
  shareConsent: string | null;
};

export type ApplicantFile = {
  contact: Contact;
  application: KeptApplication | null;
  recommendation: Recommendation | null;
  letter: LetterFacts | null;
  followUp: FollowUp | null;
  assigned: InventoryItem[];
  /** The classes the applicant's address completed (the completions kit; decision 094). */
  completedClasses: CompletedClass[];
  /** The applicant's number sent STOP: no text goes to it (decision 092). */
  textsStopped: boolean;
};

/** More than any one applicant is given; the page would say if a record ever had more. */
export const MAX_ASSIGNED_SHOWN = 50;

export async function keptApplication(db: Db, contactId: string): Promise<KeptApplication | null> {
  const row = await firstRow(
    db,
    sql<{
      number: string;
      zip: string;
      region: string;
      household_size: number;
      eligibility_basis: string;
      locale: string;
      submitted_at: number;
      delivered_at: number | null;
    }>`SELECT number, zip, region, household_size, eligibility_basis, locale, submitted_at, delivered_at
         FROM applications WHERE contact_id = ${contactId}`,
  );
  return row
    ? {
        number: row.number,
        zip: row.zip,
        region: row.region,
        householdSize: row.household_size,
        basis: row.eligibility_basis,
        locale: row.locale,
        submittedAt: row.submitted_at,
        deliveredAt: row.delivered_at,
      }
    : null;
}

/** The applicant's recommendation: the latest one asked for, unless it was replaced by another. */
export async function currentRecommendation(db: Db, contactId: string): Promise<Recommendation | null> {
  const row = await firstRow(
    db,
    sql<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      sent_at: number;
      received_at: number | null;
      how_known: string | null;
      how_long: string | null;
      how_help: string | null;
      serves_region: number | null;
      written_by: string | null;
    }>`SELECT id, first_name, last_name, email, sent_at, received_at, how_known, how_long, how_help, serves_region,
         written_by
         FROM recommendations WHERE contact_id = ${contactId} AND replaced_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  return row
    ? {
        ...requestedRecommender(row),
        receivedAt: row.received_at,
        howKnown: row.how_known,
        howLong: row.how_long,
        howHelp: row.how_help,
        servesRegion: row.serves_region === null ? null : row.serves_region !== 0,
        writtenBy: row.written_by,
      }
    : null;
}

async function letterFacts(db: Db, recommendationId: number): Promise<LetterFacts | null> {
  const row = await firstRow(
    db,
    sql<{ content_type: string; size: number; uploaded_at: number }>`SELECT content_type, size, uploaded_at
       FROM recommendation_letters WHERE recommendation_id = ${recommendationId}`,
  );
  return row ? { contentType: row.content_type, size: row.size, uploadedAt: row.uploaded_at } : null;
}

async function followUp(db: Db, contactId: string): Promise<FollowUp | null> {
  const row = await firstRow(
    db,
    sql<{
      sent_at: number;
      answered_at: number | null;
      using_it: string | null;
      working_well: string | null;
      anything_else: string | null;
      share_consent: string | null;
    }>`SELECT sent_at, answered_at, using_it, working_well, anything_else, share_consent FROM follow_ups
         WHERE contact_id = ${contactId}`,
  );
  return row
    ? {
        sentAt: row.sent_at,
        answeredAt: row.answered_at,
        usingIt: row.using_it,
        workingWell: row.working_well,
        anythingElse: row.anything_else,
        shareConsent: row.share_consent,
      }
    : null;
}

/** Everything the applicant page shows of one applicant, or null when there is no such applicant. */
export async function applicantFile(db: Db, contactId: string): Promise<ApplicantFile | null> {
  const records = createRecordSource(db);
  const contact = await records.contactById(contactId);
  if (!contact) return null;
  const recommendation = await currentRecommendation(db, contactId);
  return {
    contact,
    application: await keptApplication(db, contactId),
    recommendation,
    letter: recommendation ? await letterFacts(db, recommendation.id) : null,
    followUp: await followUp(db, contactId),
    assigned: await records.inventoryPage("Recipient", contactId, { offset: 0, limit: MAX_ASSIGNED_SHOWN }),
    completedClasses: await completedClassesOf(db, { email: contact.Email, phone: contact.Phone }),
    textsStopped: await textsStoppedTo(db, contact.Phone),
  };
}

async function textsStoppedTo(db: Db, phone: string | null): Promise<boolean> {
  const number = phone ? usMobileE164(phone) : null;
  return number ? isStopped(db, number) : false;
}

export type Letter = { contentType: string; content: Uint8Array };

/** The letter that came with the applicant's current recommendation, bytes and all; null when none did. */
export async function recommendationLetter(db: Db, contactId: string): Promise<Letter | null> {
  const row = await firstRow(
    db,
    sql<{ content_type: string; content: Uint8Array }>`SELECT content_type, content FROM recommendation_letters
       WHERE recommendation_id = (SELECT id FROM recommendations WHERE contact_id = ${contactId}
         AND replaced_at IS NULL ORDER BY id DESC LIMIT 1)`,
  );
  return row ? { contentType: row.content_type, content: row.content } : null;
}
