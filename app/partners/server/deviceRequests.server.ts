/**
 * A partner's device requests in the store (issue 50 §1, decision 121): asking (the request, the applicants it
 * covers and the confirmation to the caseworker who asked and to the partner's contact, in one transaction), and
 * reading a request back, only ever by the partner it belongs to: another partner's id is not found.
 */
import { randomBytes } from "node:crypto";
import type { Locale } from "~/i18n/locale";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { emailKey } from "~/kits/records/championLookup";
import { APPROVED_STATUS, stepIndex } from "~/kits/records/applicantStatus";
import type { CollectionWindow, ProgrammeKind, RequestAnswers, RequestState, ServedKind } from "../deviceRequest";
import { receivedEmail } from "./deviceRequestEmails.server";
import { partnerApplicantList } from "./partnerPortal.server";
import { readEmails } from "./partnerAccess.server";

/** A request as kept: what was asked (but the applicants it covers, read apart), and where it stands. */
export type DeviceRequest = Omit<RequestAnswers, "applicants"> & {
  id: string;
  partnerId: string;
  partnerName: string;
  requestedBy: string;
  locale: Locale;
  state: RequestState;
  createdAt: number;
  startedBy: string | null;
  collectionDay: string | null;
  collectionWindow: CollectionWindow | null;
  collectedAt: number | null;
  signedName: string | null;
};

type Row = Record<string, string | number | null>;

const text = (value: string | number | null | undefined) => (value == null ? null : String(value));
const num = (value: string | number | null | undefined) => (value == null ? null : Number(value));

function requestOf(row: Row): DeviceRequest {
  return {
    id: String(row.id),
    partnerId: String(row.partner_id),
    partnerName: String(row.partner_name ?? row.partner_id),
    programmeKind: row.programme_kind as ProgrammeKind,
    programmeName: String(row.programme_name),
    county: String(row.county),
    laptops: Number(row.laptops),
    desktops: Number(row.desktops),
    tablets: Number(row.tablets),
    served: Number(row.served),
    servedKind: row.served_kind as ServedKind,
    neededBy: String(row.needed_by),
    requestedBy: String(row.requested_by),
    locale: row.locale === "es" ? "es" : "en",
    state: row.state as RequestState,
    createdAt: Number(row.created_at),
    startedBy: text(row.started_by),
    collectionDay: text(row.collection_day),
    collectionWindow: text(row.collection_window) as CollectionWindow | null,
    collectedAt: num(row.collected_at),
    signedName: text(row.signed_name),
  };
}

const selectRequests = sql`SELECT r.*, p."Organization_Name" AS partner_name
  FROM device_requests r LEFT JOIN "Partners" p ON p.id = r.partner_id`;

/** One request, whoever it belongs to (staff's pages), or null. */
export async function requestById(db: Db, id: string): Promise<DeviceRequest | null> {
  const row = await firstRow(db, sql<Row>`${selectRequests} WHERE r.id = ${id}`);
  return row ? requestOf(row) : null;
}

/** One of this partner's requests, or null for an id that is not theirs (the page answers 404). */
export async function partnerRequest(db: Db, partnerId: string, id: string): Promise<DeviceRequest | null> {
  const request = await requestById(db, id);
  return request && request.partnerId === partnerId ? request : null;
}

/** The partner's requests, newest first. */
export async function partnerRequests(db: Db, partnerId: string): Promise<DeviceRequest[]> {
  const found = await rows(
    db,
    sql<Row>`${selectRequests} WHERE r.partner_id = ${partnerId} ORDER BY r.created_at DESC, r.id`,
  );
  return found.map(requestOf);
}

/** Every request in a state, oldest first: staff's queue. */
export async function requestsIn(db: Db, state: RequestState): Promise<DeviceRequest[]> {
  const found = await rows(db, sql<Row>`${selectRequests} WHERE r.state = ${state} ORDER BY r.created_at, r.id`);
  return found.map(requestOf);
}

/** The applicants a request covers, by id and name, in the order of their names. */
export async function coveredApplicants(db: Db, requestId: string): Promise<{ id: string; name: string }[]> {
  const found = await rows(
    db,
    sql<{ id: string; name: string | null }>`SELECT a.contact_id AS id, c."Full_Name" AS name
       FROM device_request_applicants a LEFT JOIN "Contacts" c ON c.id = a.contact_id
       WHERE a.request_id = ${requestId}`,
  );
  return found
    .map((row) => ({ id: row.id, name: row.name?.trim() || row.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The devices set aside for a request, by model and inventory id, in the order they were set aside. */
export async function requestDevices(
  db: Db,
  requestId: string,
): Promise<{ id: string; model: string | null; type: string | null }[]> {
  return rows(
    db,
    sql<{ id: string; model: string | null; type: string | null }>`SELECT i.id, i."Model" AS model,
         i."Computer_Type" AS type
       FROM device_request_items d JOIN "Computer_Inventory" i ON i.id = d.item_id
       WHERE d.request_id = ${requestId} ORDER BY i.rowid`,
  );
}

/** The partner's applicants a request may cover: approved, so a collection can mark them delivered. */
export async function coverableApplicants(db: Db, partnerId: string): Promise<{ id: string; name: string }[]> {
  const approved = stepIndex(APPROVED_STATUS);
  return (await partnerApplicantList(db, partnerId))
    .filter((row) => row.step === approved)
    .map((row) => ({ id: row.id, name: row.name }));
}

/**
 * The partner's contact: the address its application on this site gave, or else the first caseworker its CRM
 * record lists.
 */
export async function partnerContact(db: Db, partnerId: string): Promise<string | null> {
  const applied = await firstRow(
    db,
    sql<{ email: string }>`SELECT contact_email AS email FROM partner_applications WHERE partner_id = ${partnerId}`,
  );
  if (applied) return applied.email;
  const listed = await firstRow(
    db,
    sql<{ emails: unknown }>`SELECT "Emails" AS emails FROM "Partners"
    WHERE id = ${partnerId}`,
  );
  return readEmails(listed?.emails)[0] ?? null;
}

export type Asker = { partnerId: string; partnerName: string; email: string };

/**
 * Asks: the request and the applicants it covers, and the confirmation emailed to the caseworker who asked and to
 * the partner's contact (once, when they are the same), all in one transaction. `link` is the request's page.
 */
export async function askForDevices(
  db: Db,
  asker: Asker,
  answers: RequestAnswers,
  context: { locale: Locale; link: (id: string) => string; now?: number },
): Promise<string> {
  const now = context.now ?? Date.now();
  const id = `DR-${randomBytes(6).toString("hex").toUpperCase()}`;
  await inTransaction(db, async (trx) => {
    await sql`INSERT INTO device_requests (id, partner_id, programme_kind, programme_name, county, laptops, desktops,
         tablets, served, served_kind, needed_by, requested_by, locale, state, created_at)
       VALUES (${id}, ${asker.partnerId}, ${answers.programmeKind}, ${answers.programmeName}, ${answers.county},
         ${answers.laptops}, ${answers.desktops}, ${answers.tablets}, ${answers.served}, ${answers.servedKind},
         ${answers.neededBy}, ${asker.email}, ${context.locale}, 'new', ${now})`.execute(trx);
    for (const contactId of answers.applicants)
      await sql`INSERT INTO device_request_applicants (request_id, contact_id) VALUES (${id}, ${contactId})`.execute(
        trx,
      );
    const email = receivedEmail(context.locale, {
      partner: asker.partnerName,
      answers,
      askedBy: asker.email,
      link: context.link(id),
    });
    const contact = await partnerContact(trx, asker.partnerId);
    const to = [asker.email, ...(contact && emailKey(contact) !== emailKey(asker.email) ? [contact] : [])];
    for (const recipient of to)
      await enqueueMail(
        trx,
        { emailKey: emailKey(recipient), recipient, ...email, notAfter: NO_EXPIRY, kind: "partner", recordId: id },
        now,
      );
    afterCommit(trx, wakeMailSender);
  });
  return id;
}
