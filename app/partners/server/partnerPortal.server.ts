/**
 * What the partner portal shows a caseworker (decision 080, "Who may see what"): the applicants of the partner they
 * act for (`applicantsOfPartner`), each with the tracker's status, the date applied and whether the letter is in;
 * and one applicant's name, contact details, what they asked for and the recommendation's state. Never an income
 * figure (the site keeps none), never another partner's applicant: that id reads as one that does not exist.
 */
import { APPROVED_STATUS, applicantSteps, stepIndex } from "~/kits/records/applicantStatus";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { applicantsOfPartner } from "./partnerApplicants.server";
import { writtenByPartner } from "./caseworkerIdentity.server";

/** The letter counts as in once the site received it, or once the CRM's status is past waiting for it. */
const LETTER_IN_FROM = stepIndex("Recommendation Received");
const DENIED = stepIndex("Denied Applicant");
const APPROVED = stepIndex(APPROVED_STATUS);

/** Items assigned to the contact `c` and not yet given: what they can come and collect. */
const waitingItems = sql`(SELECT COUNT(*) FROM "Computer_Inventory" i
  WHERE i."Recipient" = c.id AND i."Date_Donated" IS NULL)`;

function letterIn(status: string | null, receivedAt: number | null): boolean {
  if (receivedAt !== null) return true;
  const step = stepIndex(status);
  return step >= LETTER_IN_FROM && step !== DENIED;
}

export type ApplicantRow = {
  id: string;
  name: string;
  /** The application's number when it was sent on this site (issue 45), null for a record that came from the CRM. */
  number: string | null;
  /** The tracker step's position (its label is the page language's), or -1 for a status the tracker does not know. */
  step: number;
  appliedAt: number | null;
  letterIn: boolean;
  /** Approved, with devices assigned and not yet handed over. */
  readyToCollect: boolean;
};

type ContactRow = {
  id: string;
  name: string | null;
  status: string | null;
  number: string | null;
  submitted_at: number | string | null;
  received_at: number | string | null;
  waiting: number | string;
};

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The latest recommendation asked on the site for each of these contacts (one not replaced), read in chunks. */
async function contactRows(db: Db, ids: string[]): Promise<ContactRow[]> {
  const found: ContactRow[] = [];
  for (let at = 0; at < ids.length; at += 500) {
    const chunk = ids.slice(at, at + 500);
    found.push(
      ...(await rows(
        db,
        sql<ContactRow>`SELECT c.id, c."Full_Name" AS name, c."Status" AS status, a.number, a.submitted_at,
             (SELECT MAX(r.received_at) FROM recommendations r
               WHERE r.contact_id = c.id AND r.replaced_at IS NULL) AS received_at,
             ${waitingItems} AS waiting
           FROM "Contacts" c LEFT JOIN applications a ON a.contact_id = c.id
           WHERE c.id IN (${sql.join(chunk)})`,
      )),
    );
  }
  return found;
}

/** The partner's applicants, newest application first (those without a date on this site last, by id). */
export async function partnerApplicantList(db: Db, partnerId: string): Promise<ApplicantRow[]> {
  const ids = await applicantsOfPartner(db, partnerId);
  const list = (await contactRows(db, ids)).map((row) => ({
    id: row.id,
    name: row.name?.trim() || row.id,
    number: row.number,
    step: stepIndex(row.status),
    appliedAt: num(row.submitted_at),
    letterIn: letterIn(row.status, num(row.received_at)),
    readyToCollect: stepIndex(row.status) === APPROVED && Number(row.waiting) > 0,
  }));
  return list.sort((a, b) =>
    a.appliedAt !== null && b.appliedAt !== null
      ? b.appliedAt - a.appliedAt || (a.id < b.id ? -1 : 1)
      : a.appliedAt !== null
        ? -1
        : b.appliedAt !== null
          ? 1
          : a.id < b.id
            ? 1
            : -1,
  );
}

/** How many applicants are at each step of the tracker, in its order, and how many at a status it does not know. */
export function countsByStep(list: readonly ApplicantRow[]): { counts: number[]; unknown: number } {
  const counts = applicantSteps.map((_, step) => list.filter((row) => row.step === step).length);
  return { counts, unknown: list.filter((row) => row.step === -1).length };
}

export type ApplicantDetails = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  step: number;
  /** The status as the record holds it: the handover form posts it back, to be compared under the lock. */
  status: string;
  appliedAt: number | null;
  asked: { laptops: number; desktops: number; tablets: number };
  recommender: string | null;
  letterIn: boolean;
  requestedAt: number | null;
  receivedAt: number | null;
  /** When one of this partner's caseworkers wrote the recommendation, or null. */
  writtenByUsAt: number | null;
  /** Devices assigned and not yet handed over: each by its model (null when the CRM gave none) and inventory id. */
  waitingDevices: { id: string; model: string | null }[];
};

/** One applicant of this partner, or null: for an id that does not exist and for another partner's applicant alike. */
export async function partnerApplicant(db: Db, partnerId: string, contactId: string): Promise<ApplicantDetails | null> {
  if (!(await applicantsOfPartner(db, partnerId)).includes(contactId)) return null;
  const row = await firstRow(
    db,
    sql<{
      id: string;
      name: string | null;
      email: string | null;
      phone: string | null;
      status: string | null;
      laptops: number | string | null;
      desktops: number | string | null;
      tablets: number | string | null;
      first: string | null;
      last: string | null;
      submitted_at: number | string | null;
    }>`SELECT c.id, c."Full_Name" AS name, c."Email" AS email, c."Phone" AS phone, c."Status" AS status,
         c."Laptop_Quantity" AS laptops, c."Desktop_Quantity" AS desktops, c."Tablet_Quantity" AS tablets,
         c."Recommenders_Name" AS first, c."Recommenders_Last_Name" AS last, a.submitted_at
       FROM "Contacts" c LEFT JOIN applications a ON a.contact_id = c.id WHERE c.id = ${contactId}`,
  );
  if (!row) return null;
  const recommendation = await firstRow(
    db,
    sql<{
      first_name: string;
      last_name: string;
      sent_at: number | string;
      received_at: number | string | null;
      written_by: string | null;
    }>`SELECT first_name, last_name, sent_at, received_at, written_by FROM recommendations
       WHERE contact_id = ${contactId} AND replaced_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  const waiting = await rows(
    db,
    sql<{ id: string; model: string | null }>`SELECT id, "Model" AS model FROM "Computer_Inventory"
       WHERE "Recipient" = ${contactId} AND "Date_Donated" IS NULL ORDER BY id`,
  );
  const receivedAt = recommendation ? num(recommendation.received_at) : null;
  const recommender = recommendation
    ? `${recommendation.first_name} ${recommendation.last_name}`
    : [row.first, row.last].filter((part) => part?.trim()).join(" ");
  return {
    id: row.id,
    name: row.name?.trim() || row.id,
    email: row.email?.trim() || null,
    phone: row.phone?.trim() || null,
    step: stepIndex(row.status),
    status: row.status ?? "",
    appliedAt: num(row.submitted_at),
    asked: {
      laptops: Number(row.laptops ?? 0) || 0,
      desktops: Number(row.desktops ?? 0) || 0,
      tablets: Number(row.tablets ?? 0) || 0,
    },
    recommender: recommender.trim() || null,
    letterIn: letterIn(row.status, receivedAt),
    requestedAt: recommendation ? num(recommendation.sent_at) : null,
    receivedAt,
    writtenByUsAt: recommendation && writtenByPartner(recommendation.written_by, partnerId) ? receivedAt : null,
    waitingDevices: waiting.map((device) => ({ id: device.id, model: device.model?.trim() || null })),
  };
}
