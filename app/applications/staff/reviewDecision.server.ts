/**
 * The review's decisions: starting the review, approving, denying (with one of the four standard reasons, stored
 * as its English sentence like the CRM does, or a reason staff wrote). Each changes the applicant's Status (and
 * Denial_Reason) through the record writer, so the applicant gets the status email in their language in the same
 * transaction; notes the change for the CRM's change feed; and, for a decision, tells the recommender that one was
 * made, never which.
 */
import { decisionEmail } from "~/applications/server/applicationEmails.server";
import { keptApplication, currentRecommendation } from "./applicantFile.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { languageOf } from "~/kits/records/personLanguage.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Contacts, type Contact } from "~/kits/records/schema.server";
import { sql, type Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { defaultLocale, isLocale } from "~/i18n/locale";
import { APPROVED_STATUS, DENIED_STATUS, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { emailKey } from "~/kits/records/championLookup";
import { applicantName, reviewMessages } from "~/applications/staff/words";
import { applicantEmailed, runReviewAction, type ReviewAnswer, type Reviewer } from "./reviewTransaction.server";

export type Decision = { action: "start-review" } | { action: "approve" } | { action: "deny"; reason: string };

const newStatus = { "start-review": REVIEW_STATUS, approve: APPROVED_STATUS, deny: DENIED_STATUS } as const;

/**
 * Writes the recommender's email, when the applicant has a current recommendation, in the language the
 * recommender was first written to in (the application's), else the applicant's last-used one; true when it did.
 */
async function tellRecommender(trx: Db, applicant: Contact, now: number): Promise<boolean> {
  const recommendation = await currentRecommendation(trx, applicant.id);
  if (!recommendation) return false;
  const kept = (await keptApplication(trx, applicant.id))?.locale;
  const locale = isLocale(kept)
    ? kept
    : applicant.Email
      ? await languageOf(trx, emailKey(applicant.Email))
      : defaultLocale;
  const email = decisionEmail(locale, {
    recommenderFirst: recommendation.firstName,
    applicant: applicant.Full_Name ?? "",
  });
  await enqueueMail(
    trx,
    {
      emailKey: emailKey(recommendation.email),
      recipient: recommendation.email.trim(),
      ...email,
      notAfter: NO_EXPIRY,
      kind: "decision",
      recordId: applicant.id,
    },
    now,
  );
  afterCommit(trx, wakeMailSender);
  return true;
}

export function decide(
  db: Db,
  target: { contactId: string; seenStatus: string },
  decision: Decision,
  reviewer: Reviewer,
): Promise<ReviewAnswer> {
  return runReviewAction(db, { ...target, action: decision.action }, reviewer, async (trx, applicant, now) => {
    const Status = newStatus[decision.action];
    const Denial_Reason = decision.action === "deny" ? decision.reason : null;
    const writer = createRecordWriter(trx, Contacts, ["Status", "Denial_Reason"], { notices: reviewer.notices });
    // The applicant as read under the lock: the writer and the status email read them no more.
    await writer.write({ id: applicant.id, Status, Denial_Reason }, applicant);
    await noteChange(trx, "Contacts", applicant.id, now);
    // An approval is kept with its day (a partner's handover is dated from it); a new review or a denial replaces
    // it. A denial closes the application (its letter and follow-up are then kept LETTER_RETENTION_DAYS); a new
    // review opens it again.
    const approvedAt = decision.action === "approve" ? now : null;
    const closing =
      decision.action === "approve" ? sql`` : sql`, closed_at = ${decision.action === "deny" ? now : null}`;
    await sql`UPDATE applications SET approved_at = ${approvedAt} ${closing}
       WHERE contact_id = ${applicant.id}`.execute(trx);
    const emailed = applicantEmailed(writer.counts.statusEmails, reviewer);
    const name = applicantName(applicant);
    const label = `${name} (${applicant.id})`;
    if (decision.action === "start-review")
      return {
        message: reviewMessages.reviewStarted(name, emailed),
        summary: `Started the review of ${label}`,
      };
    const told = await tellRecommender(trx, applicant, now);
    return decision.action === "approve"
      ? { message: reviewMessages.approved(name, emailed, told), summary: `Approved ${label}` }
      : {
          message: reviewMessages.denied(name, emailed, told),
          summary: `Denied ${label}: ${decision.reason}`,
        };
  });
}
