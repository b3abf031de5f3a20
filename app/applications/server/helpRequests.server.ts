/**
 * A delivered applicant's requests for help (issue 50 §2, decision 122): kept with the device they are about (the
 * one named, when it is the person's, else the first given to them), so staff see its model and id; answered by
 * staff by email or text (each written to its outbox in the answer's transaction) and closed with how it ended.
 * Each command locks the request and compares the state the page showed, so two colleagues never both act on it.
 */
import { randomUUID } from "node:crypto";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { Refused, refuse } from "~/db/refusal.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { emailKey } from "~/kits/records/championLookup";
import { languageOf } from "~/kits/records/personLanguage.server";
import { composeEmail, siteLink } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { usMobileE164 } from "~/sms/phoneNumber";
import { fitsInSegments } from "~/sms/segments";
import { enqueueText, NO_EXPIRY as NO_TEXT_EXPIRY } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { textsIn } from "~/sms/textWords";
import { helpAllows, helpStateAfter, type HelpOutcome, type HelpSource } from "~/applications/helpRequests";
import { helpWordsIn } from "~/applications/helpWords";
import { helpMessages } from "~/applications/staff/helpWords";

export type HelpRequest = {
  id: string;
  contactId: string;
  itemId: string | null;
  model: string | null;
  problem: string;
  source: HelpSource;
  state: string;
  createdAt: number;
  answer: string | null;
  answeredVia: string | null;
  answeredAt: number | null;
  outcome: string | null;
  closedAt: number | null;
};

const selected = sql`h.id, h.contact_id AS "contactId", h.item_id AS "itemId", i."Model" AS model, h.problem,
  h.source, h.state, h.created_at AS "createdAt", h.answer, h.answered_via AS "answeredVia",
  h.answered_at AS "answeredAt", h.outcome, h.closed_at AS "closedAt"`;

const numbered = <Row extends HelpRequest>(row: Row): Row => ({
  ...row,
  createdAt: Number(row.createdAt),
  answeredAt: row.answeredAt === null ? null : Number(row.answeredAt),
  closedAt: row.closedAt === null ? null : Number(row.closedAt),
});

/** The devices given to a person, as a help request may name them. */
export function devicesOf(db: Db, contactId: string) {
  return rows(
    db,
    sql<{ id: string; Model: string | null }>`SELECT id, "Model" FROM "Computer_Inventory"
       WHERE "Recipient" = ${contactId} ORDER BY rowid`,
  );
}

/** Keeps a request for help in the caller's transaction; its id. */
export async function keepHelpRequest(
  trx: Db,
  request: { contactId: string; problem: string; source: HelpSource; itemId?: string | null },
  now: number,
): Promise<string> {
  const devices = await devicesOf(trx, request.contactId);
  const device = devices.find((item) => item.id === request.itemId) ?? devices[0];
  const id = randomUUID();
  await sql`INSERT INTO help_requests (id, contact_id, item_id, problem, source, created_at)
     VALUES (${id}, ${request.contactId}, ${device?.id ?? null}, ${request.problem}, ${request.source},
       ${now})`.execute(trx);
  return id;
}

/** When the person's computer was delivered: the application's record, else none (help is for a delivery). */
export async function deliveredAt(db: Db, contactId: string): Promise<number | null> {
  const row = await firstRow(
    db,
    sql<{ delivered_at: number | null }>`SELECT delivered_at FROM applications WHERE contact_id = ${contactId}`,
  );
  return row?.delivered_at == null ? null : Number(row.delivered_at);
}

/** The tracker's request: refused unless the person's computer was delivered. */
export function askForHelp(db: Db, contactId: string, problem: string, itemId: string | null, now = Date.now()) {
  return inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, `applicant:${contactId}`);
    if ((await deliveredAt(trx, contactId)) === null) refuse(409, helpWordsIn("en").help.errors.notDelivered);
    return keepHelpRequest(trx, { contactId, problem, source: "tracker", itemId }, now);
  });
}

/** A person's requests, the newest first. */
export async function helpRequestsOf(db: Db, contactId: string): Promise<HelpRequest[]> {
  const found = await rows(
    db,
    sql<HelpRequest>`SELECT ${selected} FROM help_requests h LEFT JOIN "Computer_Inventory" i ON i.id = h.item_id
       WHERE h.contact_id = ${contactId} ORDER BY h.created_at DESC LIMIT 50`,
  );
  return found.map(numbered);
}

export type QueuedHelpRequest = HelpRequest & {
  name: string | null;
  email: string | null;
  mobile: string | null;
  deliveredAt: number | null;
};

/** Staff's list: every request not closed, the oldest first, then the latest closed ones. */
export async function helpQueue(db: Db, closedShown = 20): Promise<QueuedHelpRequest[]> {
  const people = sql`c."Full_Name" AS name, c."Email" AS email,
    CASE WHEN c."Contact_By" = 'Text' THEN c."Phone" END AS mobile, a.delivered_at AS "deliveredAt"`;
  const from = sql`help_requests h LEFT JOIN "Computer_Inventory" i ON i.id = h.item_id
    LEFT JOIN "Contacts" c ON c.id = h.contact_id LEFT JOIN applications a ON a.contact_id = h.contact_id`;
  const open = await rows(
    db,
    sql<QueuedHelpRequest>`SELECT ${selected}, ${people} FROM ${from}
       WHERE h.state <> 'closed' ORDER BY h.created_at, h.id LIMIT 200`,
  );
  const closed = await rows(
    db,
    sql<QueuedHelpRequest>`SELECT ${selected}, ${people} FROM ${from}
       WHERE h.state = 'closed' ORDER BY h.closed_at DESC LIMIT ${closedShown}`,
  );
  return [...open, ...closed].map((row) => ({
    ...numbered(row),
    mobile: row.mobile ? usMobileE164(row.mobile) : null,
    deliveredAt: row.deliveredAt === null ? null : Number(row.deliveredAt),
  }));
}

export type HelpAnswer = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

/** The request under the lock, refused when it is gone, changed since the page showed it, or closed. */
async function lockedRequest(trx: Db, id: string, seen: string, command: "answer" | "close") {
  await lockWithinTransaction(trx, `help:${id}`);
  const found = await firstRow(
    trx,
    sql<QueuedHelpRequest>`SELECT h.id, h.contact_id AS "contactId", h.state,
      h.problem, c."Full_Name" AS name, c."Email" AS email,
      CASE WHEN c."Contact_By" = 'Text' THEN c."Phone" END AS mobile
    FROM help_requests h LEFT JOIN "Contacts" c ON c.id = h.contact_id WHERE h.id = ${id}`,
  );
  if (!found) refuse(404, helpMessages.notFound);
  if (found.state !== seen) refuse(409, helpMessages.changed);
  if (!helpAllows(command, found.state)) refuse(409, helpMessages.closed);
  return found;
}

/** Staff's answer, by email or by text, written to the outbox with the request's new state. */
export async function answerHelp(
  db: Db,
  command: { id: string; seen: string; answer: string; via: "email" | "text"; staff: string; publicUrl: string },
  now = Date.now(),
): Promise<HelpAnswer> {
  return inTransaction(db, async (trx) => {
    const request = await lockedRequest(trx, command.id, command.seen, "answer");
    const mobile = request.mobile ? usMobileE164(request.mobile) : null;
    const locale = await languageOf(trx, request.email ? emailKey(request.email) : (mobile ?? ""));
    if (command.via === "text") {
      if (!mobile) refuse(400, helpMessages.noMobile);
      const body = textsIn(locale, command.publicUrl).helpAnswer(command.answer.replace(/\s+/g, " "));
      if (!fitsInSegments(body)) refuse(400, helpMessages.tooLongForText);
      await enqueueText(trx, { kind: "help", recipient: mobile, body, notAfter: NO_TEXT_EXPIRY, recordId: request.id });
      afterCommit(trx, wakeTextSender);
    } else {
      if (!request.email) refuse(400, helpMessages.noEmail);
      const words = helpWordsIn(locale).helpEmail;
      const email = composeEmail(locale, words.subject, [
        { text: words.greeting(singleLine(request.name ?? "")) },
        { text: words.asked(singleLine(request.problem)) },
        { text: words.answer },
        { text: command.answer },
        { text: words.signIn },
        { link: siteLink(command.publicUrl, locale, "/auth"), label: words.signInLabel },
      ]);
      await enqueueMail(trx, {
        emailKey: emailKey(request.email),
        recipient: request.email.trim(),
        ...email,
        notAfter: NO_EXPIRY,
        kind: "help",
        recordId: request.id,
      });
      afterCommit(trx, wakeMailSender);
    }
    await sql`UPDATE help_requests SET state = ${helpStateAfter("answer")}, answer = ${command.answer},
       answered_via = ${command.via}, answered_at = ${now}, answered_by = ${command.staff}
       WHERE id = ${command.id}`.execute(trx);
    return { ok: true as const, message: helpMessages.answered(command.via) };
  }).catch(refusedAnswer);
}

/** Records how the request ended; it takes no more answers. */
export function closeHelp(
  db: Db,
  command: { id: string; seen: string; outcome: HelpOutcome; staff: string },
  now = Date.now(),
): Promise<HelpAnswer> {
  return inTransaction(db, async (trx) => {
    await lockedRequest(trx, command.id, command.seen, "close");
    await sql`UPDATE help_requests SET state = ${helpStateAfter("close")}, outcome = ${command.outcome},
       closed_at = ${now}, closed_by = ${command.staff} WHERE id = ${command.id}`.execute(trx);
    return { ok: true as const, message: helpMessages.closedAs(command.outcome) };
  }).catch(refusedAnswer);
}

function refusedAnswer(error: unknown): HelpAnswer {
  if (error instanceof Refused) return error.answer;
  throw error;
}
