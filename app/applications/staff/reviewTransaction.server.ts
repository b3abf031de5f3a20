/**
 * How every review action runs: in one transaction, with the applicant locked (another origin's action on the same
 * applicant waits for this one) and read once, their status compared with the status the page showed; the action
 * is handed the record so read and writes from it (`createRecordWriter(…).write(change, applicant)`). A different
 * status means a colleague acted meanwhile: nothing changes, and the sentence says what the application is now. An
 * action refused part-way throws, so whatever it had written is rolled back with it. Mail and texts written
 * in the transaction are handed to their senders once it has committed (`afterCommit`, where they are written).
 */
import type { RecordWriteSettings } from "~/platform/env.server";
import { recordActivity } from "~/kits/records/activity.server";
import { createRecordSource, type Contact } from "~/kits/records/recordSource.server";
import type { Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { allows, sameStatus, type ReviewAction } from "~/applications/staff/rules";
import { reviewMessages, statusLabel, type ApplicantEmailed } from "~/applications/staff/words";
import { Refused, refuse } from "~/db/refusal.server";

/** Who acts, with what settings: the status emails' (the server's own, as the CRM push uses) and the org's time. */
export type Reviewer = { actor: string; notices: RecordWriteSettings; timeZone: string; now?: number };

/** An action's sentence; a refusal's with its HTTP status (nothing was changed). */
export type ReviewAnswer = { ok: true; message: string } | { ok: false; status: number; message: string };

/** What an action did: its sentence and the activity log's line. */
export type ActionDone = { message: string; summary: string };

export async function runReviewAction(
  db: Db,
  target: { contactId: string; seenStatus: string; action: ReviewAction },
  reviewer: Reviewer,
  work: (trx: Db, applicant: Contact, now: number) => Promise<ActionDone>,
): Promise<ReviewAnswer> {
  const now = reviewer.now ?? Date.now();
  let done: ActionDone;
  try {
    done = await inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, `applicant:${target.contactId}`);
      const applicant = await createRecordSource(trx).contactById(target.contactId);
      if (!applicant) refuse(404, "There is no such applicant.");
      if (!sameStatus(applicant.Status, target.seenStatus))
        refuse(409, reviewMessages.changed(statusLabel(applicant.Status)));
      if (!allows(target.action, applicant.Status)) refuse(409, reviewMessages.notNow(statusLabel(applicant.Status)));
      const result = await work(trx, applicant, now);
      await recordActivity(trx, { kind: "review", actor: reviewer.actor, summary: result.summary }, now);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
  return { ok: true, message: done.message };
}

/** After a status write: whether the writer queued the applicant's status email, or why it did not. */
export function applicantEmailed(statusEmails: number, reviewer: Reviewer): ApplicantEmailed {
  if (statusEmails > 0) return "emailed";
  return reviewer.notices.notifyStatusChanges ? "no address" : "emails off";
}
