/**
 * The applicant page's forms, read and answered. Each form posts its action, the status the page showed, and what
 * the action needs (a denial's reason, a device); the answer is a sentence with its HTTP status: 400 for a form
 * that cannot be read, 409 when the application changed meanwhile, never a 500 for anything typed or posted.
 */
import { possibleDenialReasons } from "~/kits/records/applicantStatus";
import { singleLine } from "~/mail/emailText.server";
import { env } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { db } from "~/db/serverStore.server";
import { isReviewAction } from "~/applications/staff/rules";
import { MAX_REASON_LENGTH, WRITTEN_REASON, reviewMessages } from "~/applications/staff/words";
import { assignDevice, markDelivered, unassignDevice } from "./deviceAssignment.server";
import { decide } from "./reviewDecision.server";
import type { ReviewAnswer, Reviewer } from "./reviewTransaction.server";

const refused = (message: string): ReviewAnswer => ({ ok: false, status: 400, message });

/** The denial's reason: one of the four standard ones, stored as its English sentence, or the one staff wrote. */
export function readDenialReason(form: FormData): string | { problem: string } {
  const choice = singleText(form, "reason");
  if (choice === WRITTEN_REASON) {
    const written = singleLine(singleText(form, "writtenReason"));
    if (!written) return { problem: reviewMessages.writeReason };
    if (written.length > MAX_REASON_LENGTH) return { problem: reviewMessages.reasonTooLong };
    return written;
  }
  const standard = choice !== null && /^\d$/.test(choice) ? possibleDenialReasons[Number(choice)] : undefined;
  return standard ?? { problem: reviewMessages.chooseReason };
}

/** Ids are the CRM's (or this site's) record ids: a value far longer than any is no id. */
const MAX_ID_LENGTH = 200;

async function answer(form: FormData, contactId: string, reviewer: Reviewer): Promise<ReviewAnswer> {
  const action = singleText(form, "action");
  const seenStatus = singleText(form, "seen");
  if (!isReviewAction(action) || seenStatus === null || seenStatus.length > MAX_ID_LENGTH)
    return refused(reviewMessages.formOnly);
  const target = { contactId, seenStatus };
  const store = db();
  switch (action) {
    case "start-review":
    case "approve":
      return decide(store, target, { action }, reviewer);
    case "deny": {
      const reason = readDenialReason(form);
      if (typeof reason !== "string") return refused(reason.problem);
      return decide(store, target, { action, reason }, reviewer);
    }
    case "assign":
    case "unassign": {
      const item = singleText(form, "item")?.trim();
      if (!item || item.length > MAX_ID_LENGTH) return refused(reviewMessages.chooseDevice);
      return (action === "assign" ? assignDevice : unassignDevice)(store, target, item, reviewer);
    }
    case "deliver":
      return markDelivered(store, target, reviewer);
  }
}

export async function answerReviewPost(request: Request, contactId: string, staff: string): Promise<ReviewAnswer> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return guarded.spam
      ? refused(reviewMessages.formOnly)
      : { ok: false, status: guarded.status, message: guarded.message };
  // The server's own status-email settings, the ones the CRM push and the import write with.
  const reviewer: Reviewer = { actor: staff, notices: env(), timeZone: env().orgTimeZone };
  const result = await answer(guarded.form, contactId, reviewer);
  log.info("staff review", {
    by: maskEmail(staff),
    contact: contactId.slice(0, MAX_ID_LENGTH),
    action: singleText(guarded.form, "action")?.slice(0, 20),
    outcome: result.ok ? "done" : result.status,
  });
  return result;
}
