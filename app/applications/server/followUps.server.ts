/**
 * The follow-up: once, FOLLOW_UP_AFTER after delivery, the applicant gets an email with a single-use link to its
 * questions; their answers are kept beside the application for staff. Claiming the application's
 * `follow_up_sent_at` and writing the email happen in one transaction, so several origins never send two. A "No"
 * to "Is it working well?" with what is wrong is a request for help, and the answer to the first question becomes
 * a story only with the consent given (issue 50 §2), both in the answers' transaction.
 */
import { siteLink } from "~/mail/composeEmail.server";
import { usMobileE164 } from "~/sms/phoneNumber";
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { textsIn } from "~/sms/textWords";
import { emailKey } from "~/kits/records/championLookup";
import { enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { followUpEmail } from "./applicationEmails.server";
import { issueLink, spendLink } from "~/kits/links/linkTokens.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import type { SubmitSettings } from "./submitApplication.server";
import { storyToKeep, type ShareConsent } from "~/kits/stories/consent";
import { keepStory } from "~/kits/stories/stories.server";
import { keepHelpRequest } from "./helpRequests.server";

export const FOLLOW_UP_LINK_MS = 60 * 24 * 60 * 60 * 1000;

export type FollowUpAnswers = {
  usingIt: string;
  workingWell: "yes" | "no";
  anythingElse: string | null;
  /** What is wrong, given with a "No". */
  problem: string | null;
  share: ShareConsent;
};

/** Sends the follow-ups due now; how many. */
export async function sendDueFollowUps(
  db: Db,
  afterMs: number,
  settings: SubmitSettings,
  now = Date.now(),
): Promise<number> {
  const due = await rows(
    db,
    sql<{ contact_id: string }>`SELECT contact_id FROM applications
       WHERE delivered_at IS NOT NULL AND delivered_at <= ${now - afterMs} AND follow_up_sent_at IS NULL`,
  );
  let sent = 0;
  for (const { contact_id: contactId } of due) {
    const done = await inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, `applicant:${contactId}`);
      const claimed = await changes(
        trx,
        sql`UPDATE applications SET follow_up_sent_at = ${now}
           WHERE contact_id = ${contactId} AND follow_up_sent_at IS NULL`,
      );
      if (claimed === 0) return false;
      const applicant = await firstRow(
        trx,
        sql<{
          Full_Name: string | null;
          Email: string | null;
          Phone: string | null;
          Contact_By: string | null;
          locale: string;
        }>`SELECT c."Full_Name", c."Email", c."Phone", c."Contact_By", a.locale
             FROM applications a JOIN "Contacts" c ON c.id = a.contact_id WHERE a.contact_id = ${contactId}`,
      );
      const mobile = applicant?.Contact_By === "Text" && applicant.Phone ? usMobileE164(applicant.Phone) : null;
      if (!applicant || (!applicant.Email && !mobile)) return false;
      const link = await issueLink(trx, "follow-up", contactId, FOLLOW_UP_LINK_MS, now);
      await sql`INSERT INTO follow_ups (contact_id, sent_at) VALUES (${contactId}, ${now})`.execute(trx);
      const locale = applicant.locale === "es" ? "es" : "en";
      if (mobile) {
        // Who chose texts is texted the link (it opens the questions, never the portal), kept only until sent.
        const address = siteLink(settings.publicUrl, locale, `/follow-up/${link.token}`);
        await enqueueText(trx, {
          kind: "follow-up",
          recipient: mobile,
          body: textsIn(locale, settings.publicUrl).followUp(address),
          notAfter: link.expiresAt,
          recordId: contactId,
        });
        afterCommit(trx, wakeTextSender);
        await noteChange(trx, "Follow_Ups", contactId, now);
        return true;
      }
      if (!applicant.Email) return false;
      const email = followUpEmail(settings.publicUrl, locale, {
        name: applicant.Full_Name ?? "",
        token: link.token,
        expiresAt: link.expiresAt,
        timeZone: settings.timeZone,
      });
      await enqueueMail(
        trx,
        {
          emailKey: emailKey(applicant.Email),
          recipient: applicant.Email.trim(),
          ...email,
          notAfter: link.expiresAt,
          kind: "follow-up",
          recordId: contactId,
        },
        now,
      );
      afterCommit(trx, wakeMailSender);
      await noteChange(trx, "Follow_Ups", contactId, now);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

export async function answeredAt(db: Db, contactId: string): Promise<number | null> {
  const row = await firstRow(
    db,
    sql<{ answered_at: number | null }>`SELECT answered_at FROM follow_ups WHERE contact_id = ${contactId}`,
  );
  return row?.answered_at == null ? null : Number(row.answered_at);
}

/** Keeps the answers given through the link `hash`; false when it was used a moment ago. */
export async function recordFollowUp(
  db: Db,
  hash: string,
  contactId: string,
  answers: FollowUpAnswers,
  now = Date.now(),
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await spendLink(trx, hash, now))) return false;
    await sql`UPDATE follow_ups SET answered_at = ${now}, using_it = ${answers.usingIt},
         working_well = ${answers.workingWell}, anything_else = ${answers.anythingElse}, share_consent = ${answers.share}
       WHERE contact_id = ${contactId}`.execute(trx);
    if (answers.workingWell === "no" && answers.problem)
      await keepHelpRequest(trx, { contactId, problem: answers.problem, source: "follow-up" }, now);
    const person = await firstRow(
      trx,
      sql<{ Full_Name: string | null }>`SELECT "Full_Name" FROM "Contacts" WHERE id = ${contactId}`,
    );
    const story = storyToKeep(answers.share, person?.Full_Name ?? null, answers.usingIt);
    if (story) await keepStory(trx, contactId, story, now);
    await noteChange(trx, "Follow_Ups", contactId, now);
    return true;
  });
}
