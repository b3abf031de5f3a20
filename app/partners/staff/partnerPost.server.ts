/**
 * A partner page's forms, read and answered: the action ('approve' or 'decline'), the status the page showed, and
 * a decline's sentence. A form that cannot be read is a sentence and a 400, never a 500.
 */
import { singleLine } from "~/mail/emailText.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { MAX_DECLINE_LENGTH, partnerReviewMessages } from "~/partners/staff/words";
import { decidePartner } from "./partnerDecision.server";

export type PartnerPostAnswer = { ok: true; message: string } | { ok: false; status: number; message: string };

const refused = (message: string): PartnerPostAnswer => ({ ok: false, status: 400, message });

async function answer(form: FormData, partnerId: string, staff: string): Promise<PartnerPostAnswer> {
  const action = singleText(form, "action");
  const seenStatus = singleText(form, "seen");
  if ((action !== "approve" && action !== "decline") || seenStatus === null || seenStatus.length > 40)
    return refused(partnerReviewMessages.formOnly);
  const target = { partnerId, seenStatus };
  if (action === "approve") return decidePartner(db(), target, { action }, staff, env().publicUrl);
  const reason = singleLine(singleText(form, "reason"));
  if (!reason) return refused(partnerReviewMessages.writeReason);
  if (reason.length > MAX_DECLINE_LENGTH) return refused(partnerReviewMessages.reasonTooLong);
  return decidePartner(db(), target, { action, reason }, staff, env().publicUrl);
}

export async function answerPartnerPost(
  request: Request,
  partnerId: string,
  staff: string,
): Promise<PartnerPostAnswer> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return guarded.spam
      ? refused(partnerReviewMessages.formOnly)
      : { ok: false, status: guarded.status, message: guarded.message };
  const result = await answer(guarded.form, partnerId, staff);
  log.info("staff partner decision", {
    by: maskEmail(staff),
    partner: partnerId.slice(0, 200),
    action: singleText(guarded.form, "action")?.slice(0, 20),
    outcome: result.ok ? "done" : result.status,
  });
  return result;
}
