/**
 * Staff's decision on a partner's application: 'Approve' makes it Active, 'Decline' Inactive with a sentence
 * staff wrote. Like the review of applications, in one transaction with the partner locked and its status compared
 * with the one the page showed (a colleague's decision meanwhile changes nothing); the contact is emailed in the
 * language the organisation applied in (English for a partner the CRM sent); the activity log and the change feed
 * note it. Only an 'Applied' partner can be decided.
 */
import { isLocale, pathInLocale, type Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { noteChange } from "~/kits/records/siteChanges.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { recordActivity } from "~/kits/records/activity.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Partners } from "~/kits/records/schema.server";
import { partnerReviewMessages, partnerStatusLabel } from "~/partners/staff/words";
import { partnerApprovedEmail, partnerDeclinedEmail } from "~/partners/server/partnerEmails.server";

export type PartnerDecision = { action: "approve" } | { action: "decline"; reason: string };
export type PartnerAnswer = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

type Found = {
  name: string | null;
  status: string | null;
  cycle: string | null;
  emails: string;
  contact_name: string | null;
  contact_email: string | null;
  locale: string | null;
};

export async function decidePartner(
  db: Db,
  target: { partnerId: string; seenStatus: string },
  decision: PartnerDecision,
  staff: string,
  /** The site's public address, where the approval email's link to the partner portal starts. */
  publicUrl: string,
  now = Date.now(),
): Promise<PartnerAnswer> {
  return inTransaction(db, async (trx): Promise<PartnerAnswer> => {
    await lockWithinTransaction(trx, `partner:${target.partnerId}`);
    const found = await firstRow(
      trx,
      sql<Found>`SELECT p."Organization_Name" AS name, p."Status" AS status, p."Cycle" AS cycle, p."Emails" AS emails,
           a.contact_name, a.contact_email, a.locale
         FROM "Partners" p LEFT JOIN partner_applications a ON a.partner_id = p.id
         WHERE p.id = ${target.partnerId}`,
    );
    if (!found) return { ok: false, status: 404, message: "There is no such partner." };
    const status = found.status ?? "";
    if (status !== target.seenStatus)
      return { ok: false, status: 409, message: partnerReviewMessages.changed(partnerStatusLabel(found.status)) };
    if (status !== "Applied")
      return { ok: false, status: 409, message: partnerReviewMessages.notNow(partnerStatusLabel(found.status)) };
    const Status = decision.action === "approve" ? "Active" : "Inactive";
    // The status read under the lock, handed on: the writer reads the partner no more.
    await createRecordWriter(trx, Partners, ["Status"]).write({ id: target.partnerId, Status }, { Status: "Applied" });
    await sql`UPDATE partner_applications SET decided_at = ${now}, decided_by = ${staff},
         decline_reason = ${decision.action === "decline" ? decision.reason : null}
       WHERE partner_id = ${target.partnerId}`.execute(trx);
    const name = found.name ?? target.partnerId;
    // The contact who applied; for a partner the CRM sent, the first of its caseworkers' addresses.
    const recipient = found.contact_email ?? (JSON.parse(found.emails) as string[])[0] ?? null;
    const locale: Locale = isLocale(found.locale) ? found.locale : "en";
    const contactName = found.contact_name ?? name;
    if (recipient) {
      const email =
        decision.action === "approve"
          ? partnerApprovedEmail(locale, {
              contactName,
              organization: name,
              cycle: found.cycle ?? "",
              portalLink: new URL(pathInLocale(locale, "/partners"), publicUrl).toString(),
            })
          : partnerDeclinedEmail(locale, { contactName, organization: name, reason: decision.reason });
      await enqueueMail(
        trx,
        {
          emailKey: emailKey(recipient),
          recipient,
          ...email,
          notAfter: NO_EXPIRY,
          kind: "partner",
          recordId: target.partnerId,
        },
        now,
      );
      afterCommit(trx, wakeMailSender);
    }
    const label = `${name} (${target.partnerId})`;
    await recordActivity(
      trx,
      {
        kind: "partner-review",
        actor: staff,
        summary: decision.action === "approve" ? `Approved the partner ${label}` : `Declined the partner ${label}`,
      },
      now,
    );
    // Last, so the change feed's lock is held only until the commit (see noteChange).
    await noteChange(trx, "Partners", target.partnerId, now);
    const message =
      decision.action === "approve"
        ? partnerReviewMessages.approved(name, recipient !== null)
        : partnerReviewMessages.declined(name, recipient !== null);
    return { ok: true, message };
  });
}
