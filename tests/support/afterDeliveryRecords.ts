/**
 * The after-delivery unit tests' records (issue 50 §2): an applicant delivered through this site with a device of a
 * donor's, and the follow-up sent to them and answered through its link.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";
import { APPROVED_STATUS } from "~/kits/records/applicantStatus";
import { assignDevice, markDelivered } from "~/applications/staff/deviceAssignment.server";
import { recordFollowUp, sendDueFollowUps, type FollowUpAnswers } from "~/applications/server/followUps.server";
import { findLink } from "~/kits/links/linkTokens.server";
import { NOW, applicant, device, reviewer } from "./reviewRecords";

export const settings = { publicUrl: "https://portal.example.org", timeZone: "America/New_York" };

/** An applicant given `itemId` (a laptop of donor id `donorId`) and delivered at NOW; by text when `mobile`. */
export async function deliveredApplicant(
  db: Db,
  id: string,
  itemId: string,
  options: { donorId?: string; fullName?: string; mobile?: string } = {},
) {
  await applicant(db, id, APPROVED_STATUS, { laptops: 1, web: { locale: "en" } });
  if (options.fullName) await sql`UPDATE "Contacts" SET "Full_Name" = ${options.fullName} WHERE id = ${id}`.execute(db);
  if (options.mobile)
    await sql`UPDATE "Contacts" SET "Contact_By" = 'Text', "Phone" = ${options.mobile} WHERE id = ${id}`.execute(db);
  await device(db, itemId, { Donor_ID: options.donorId ?? null });
  const target = { contactId: id, seenStatus: APPROVED_STATUS };
  expectOk(await assignDevice(db, target, itemId, reviewer));
  expectOk(await markDelivered(db, target, reviewer));
}

function expectOk(answer: { ok: boolean; message: string }) {
  if (!answer.ok) throw new Error(answer.message);
}

/** Sends the follow-up a day after the delivery; the token of its emailed link. */
export async function followUpSent(db: Db, id: string): Promise<string> {
  await sendDueFollowUps(db, 1000, settings, NOW + 86_400_000);
  const mail = await firstRow(
    db,
    sql<{ text_body: string }>`SELECT text_body FROM mail_outbox WHERE kind = 'follow-up' AND record_id = ${id}`,
  );
  return /\/follow-up\/([\w-]{43})/.exec(mail?.text_body ?? "")![1]!;
}

/** Answers the follow-up through its link. */
export async function answerFollowUp(db: Db, id: string, answers: Partial<FollowUpAnswers>) {
  const token = await followUpSent(db, id);
  const link = await findLink(db, "follow-up", token, NOW + 2 * 86_400_000);
  const answered = await recordFollowUp(
    db,
    link!.hash,
    id,
    { usingIt: "Homework", workingWell: "yes", anythingElse: null, problem: null, share: "none", ...answers },
    NOW + 2 * 86_400_000,
  );
  if (!answered) throw new Error("the follow-up was not kept");
}
