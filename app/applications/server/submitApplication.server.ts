/**
 * Sending an application: in one transaction, the applicant record (Contacts, Status 'Applicants No
 * Recommendation'), its champion ('Computer Applicant', created or linked by email), what the CRM record has no
 * field for, the recommender's single-use link, and both emails (to the applicant and to the recommender). Sending
 * the same draft again finds what the first send made; an email whose application is still open gets nothing new,
 * and its owner an email saying so. A draft a partner's caseworker filled in with the client (decision 093) is sent
 * already recommended: 'Recommendation Received', the caseworker's recommendation kept instead of a link asked for
 * (`partnerRecommendation.server.ts`), the same confirmation to the applicant.
 */
import { enqueueText, NO_EXPIRY as NO_TEXT_EXPIRY } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { textsIn } from "~/sms/textWords";
import { randomInt } from "node:crypto";
import { personKey, writesByText, type Answers, type WrittenRecommendation } from "~/applications/answers";
import { CLIENT_STATUS, DENIED_STATUS } from "~/kits/records/applicantStatus";
import { emailKey } from "~/kits/records/championLookup";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { languageOf, rememberLanguage } from "~/kits/records/personLanguage.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { linkChampion } from "~/kits/records/championLink.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Contacts } from "~/kits/records/schema.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { alreadyOpenEmail, receivedEmail, recommendEmail } from "./applicationEmails.server";
import { draftUnchanged, loadDraft, type Draft } from "./drafts.server";
import { issueLink } from "~/kits/links/linkTokens.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { RECOMMEND_LINK_MS } from "~/kits/links/lifetimes";
import { keepPartnerRecommendation, type SentByPartner } from "./partnerRecommendation.server";

/** A draft sent with an address whose application was still open: it made no record (decision record 084). */
const NOT_MADE = "(not made: application in progress)";
const ALREADY_OPEN_NOTICE_MS = 60 * 60 * 1000;

export const NO_RECOMMENDATION_STATUS = "Applicants No Recommendation";
export const RECOMMENDATION_RECEIVED = "Recommendation Received";

/** Letters and digits nobody confuses (no 0/O, 1/I/L, U/V), in two groups of four: "K7MQ-4X2P". */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
function newNumber(): string {
  const chars = Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]!);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

export type SubmitSettings = { publicUrl: string; timeZone: string };
export type { SentByPartner };
export type SubmitOutcome =
  | { outcome: "sent"; number: string; contactId: string; again: boolean }
  | { outcome: "already-open" }
  | { outcome: "incomplete" };

/** The number of the application a draft made, or null. */
export async function numberOf(db: Db, contactId: string): Promise<string | null> {
  const row = await firstRow(
    db,
    sql<{ number: string }>`SELECT number FROM applications WHERE contact_id = ${contactId}`,
  );
  return row?.number ?? null;
}

/**
 * Whether this email (or, for an applicant who gave no email, this mobile number) has an application that is
 * neither denied nor delivered.
 */
export async function hasOpenApplication(db: Db, email: string | null, phone: string | null = null): Promise<boolean> {
  const who = email ? sql`email_key = ${emailKey(email)}` : sql`"Phone" = ${phone} AND "Email" IS NULL`;
  const row = await firstRow(
    db,
    sql<{ id: string }>`SELECT id FROM "Contacts" WHERE ${who}
       AND COALESCE(TRIM("Status"), '') NOT IN (${DENIED_STATUS}, ${CLIENT_STATUS}) LIMIT 1`,
  );
  return row !== undefined;
}

const quantity = (count: number) => (count > 0 ? String(count) : null);

/**
 * Sends the draft: `target` is its id (it is read under the lock), or the draft as the page just read it, which is
 * used as read when the store confirms, under the lock, that nothing changed it since (a double click's first send,
 * a save in another tab): then the send reads it only once, and otherwise reads it again as it is now.
 */
export async function submitApplication(
  db: Db,
  target: string | Draft,
  settings: SubmitSettings,
  now = Date.now(),
  /** The caseworker who owns the draft, for one filled in with a client; null for the applicant's own. */
  byPartner: SentByPartner | null = null,
): Promise<SubmitOutcome> {
  const draftId = typeof target === "string" ? target : target.id;
  const owner = byPartner?.owner ?? null;
  return inTransaction(db, async (trx): Promise<SubmitOutcome> => {
    await lockWithinTransaction(trx, `application-draft:${draftId}`);
    const draft =
      typeof target !== "string" && target.owner === owner && (await draftUnchanged(trx, target, now))
        ? target
        : await loadDraft(trx, draftId, now, owner);
    if (!draft) return { outcome: "incomplete" } as const;
    if (draft.sent === NOT_MADE) return { outcome: "already-open" } as const;
    if (draft.sent) {
      const number = await numberOf(trx, draft.sent);
      if (number) return { outcome: "sent", number, contactId: draft.sent, again: true } as const;
    }
    const { screener, about, devices, recommender, recommendation } = draft.answers;
    if (!screener || !about || !devices || !recommender) return { outcome: "incomplete" } as const;
    if (byPartner && !recommendation) return { outcome: "incomplete" } as const;
    await lockWithinTransaction(trx, `applicant:${personKey(about)}`);
    if (await hasOpenApplication(trx, about.email, about.phone))
      return alreadyOpen(trx, draft, about.email, settings, now);
    const written = byPartner && recommendation ? { ...byPartner, recommendation } : null;
    return create(trx, draft, { screener, about, devices, recommender }, settings, now, written);
  });
}

/**
 * An address that already has an application in progress (decision record 084): nothing is made, the page answers
 * as for a new application, and the address's owner is told by email, at most once an hour, in their language.
 * The draft is marked sent, so it answers as a sent one would from then on. A number without an email is told
 * nothing: a text saying an application exists would tell whoever typed the number (decision 092).
 */
async function alreadyOpen(
  trx: Db,
  draft: Draft,
  email: string | null,
  settings: SubmitSettings,
  now: number,
): Promise<SubmitOutcome> {
  await sql`UPDATE application_drafts SET contact_id = ${NOT_MADE}, updated_at = ${now} WHERE id = ${draft.id}`.execute(
    trx,
  );
  if (!email) return { outcome: "already-open" };
  const key = emailKey(email);
  if (await hitRateLimit(trx, `application-already-open:${key}`, 1, ALREADY_OPEN_NOTICE_MS, now)) {
    const notice = alreadyOpenEmail(settings.publicUrl, await languageOf(trx, key));
    await enqueueMail(
      trx,
      { emailKey: key, recipient: email, ...notice, notAfter: NO_EXPIRY, kind: "application" },
      now,
    );
    afterCommit(trx, wakeMailSender);
  }
  return { outcome: "already-open" };
}

async function create(
  trx: Db,
  draft: Draft,
  answers: Required<Pick<Answers, "screener" | "about" | "devices" | "recommender">>,
  settings: SubmitSettings,
  now: number,
  written: (SentByPartner & { recommendation: WrittenRecommendation }) | null,
): Promise<SubmitOutcome> {
  const { screener, about, devices, recommender } = answers;
  let number = newNumber();
  while (await firstRow(trx, sql`SELECT 1 AS found FROM applications WHERE number = ${number}`)) number = newNumber();
  const contactId = `WEB-${number}`;
  await createRecordWriter(trx, Contacts).write({
    id: contactId,
    Full_Name: about.fullName,
    Email: about.email,
    Phone: about.phone,
    Contact_By: writesByText(about) ? "Text" : "Email",
    Status: written ? RECOMMENDATION_RECEIVED : NO_RECOMMENDATION_STATUS,
    Denial_Reason: null,
    Nominating_Organization: recommender.organization,
    Recommenders_Name: recommender.firstName,
    Recommenders_Last_Name: recommender.lastName,
    Recommenders_Email: recommender.email,
    Laptop_Quantity: quantity(devices.laptop),
    Desktop_Quantity: quantity(devices.desktop),
    Tablet_Quantity: quantity(devices.tablet),
  });
  const championId = await linkChampion(
    trx,
    { name: about.fullName, email: about.email, mobile: about.phone },
    "Computer Applicant",
    `WEBC-${contactId.slice("WEB-".length)}`,
  );
  const key = personKey(about);
  await sql`INSERT INTO applications (contact_id, number, draft_id, email_key, zip, region, household_size,
       eligibility_basis, locale, submitted_at, partner_id)
     VALUES (${contactId}, ${number}, ${draft.id}, ${key}, ${screener.zip}, ${screener.region},
       ${screener.householdSize}, ${screener.basis}, ${about.language}, ${now}, ${recommender.partnerId ?? null})`.execute(
    trx,
  );
  // The recommender is asked by a link, unless the caseworker who filled the application in recommended it here.
  const link = written ? null : await issueLink(trx, "recommend", contactId, RECOMMEND_LINK_MS, now);
  const writtenId = written ? await keepPartnerRecommendation(trx, contactId, recommender, written, now) : null;
  if (link)
    await sql`INSERT INTO recommendations (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
       VALUES (${contactId}, ${link.hash}, ${recommender.firstName}, ${recommender.lastName}, ${recommender.email},
         ${now}, ${now})`.execute(trx);
  await sql`UPDATE application_drafts SET contact_id = ${contactId}, updated_at = ${now} WHERE id = ${draft.id}`.execute(
    trx,
  );
  await rememberLanguage(trx, key, about.language, now);
  if (writesByText(about)) {
    await enqueueText(trx, {
      kind: "application",
      recipient: about.phone!,
      body: textsIn(about.language, settings.publicUrl).applicationReceived(number),
      notAfter: NO_TEXT_EXPIRY,
      recordId: contactId,
    });
    afterCommit(trx, wakeTextSender);
  } else if (about.email) {
    const received = receivedEmail(settings.publicUrl, about.language, {
      name: about.fullName,
      number,
      recommender: `${recommender.firstName} ${recommender.lastName}`,
      recommendedBy: written ? recommender.organization : null,
    });
    await enqueueMail(
      trx,
      {
        emailKey: key,
        recipient: about.email,
        ...received,
        notAfter: NO_EXPIRY,
        kind: "application",
        recordId: contactId,
      },
      now,
    );
    afterCommit(trx, wakeMailSender);
  }
  if (link) {
    const request = recommendEmail(settings.publicUrl, about.language, {
      recommenderFirst: recommender.firstName,
      applicant: about.fullName,
      organization: recommender.organization,
      token: link.token,
      expiresAt: link.expiresAt,
      timeZone: settings.timeZone,
    });
    await enqueueMail(
      trx,
      {
        emailKey: emailKey(recommender.email),
        recipient: recommender.email,
        ...request,
        notAfter: link.expiresAt,
        kind: "recommendation",
        recordId: contactId,
      },
      now,
    );
    afterCommit(trx, wakeMailSender);
  }
  // Last, so the change feed's lock is held only until the commit (see noteChange).
  await noteChange(trx, "Contacts", contactId, now);
  await noteChange(trx, "Champions", championId, now);
  if (writtenId !== null) await noteChange(trx, "Recommendations", String(writtenId), now);
  return { outcome: "sent", number, contactId, again: false };
}
