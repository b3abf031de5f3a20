/**
 * A non-profit's application to become a partner (decision 080): a `Partners` record with Status 'Applied' and the
 * cycle it joins (`partnerCycle`), what the CRM record has no field for kept beside it (`partner_applications`: the
 * EIN, the contact, the services, how it would distribute devices, the page's language), the contact's email, and
 * the change noted for the CRM's feed, in one transaction.
 *
 * Sending twice makes one application: the form carries a submission id given when the page was shown, unique in
 * the store. The same id again (a double click, Back and send) answers with the application it made, to the same
 * contact email only; with another email it is refused, so a copied id never shows someone else's application.
 * A name that is already an active or applied partner's is refused (decision 083).
 */
import { randomInt } from "node:crypto";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import type { PartnerApplication } from "~/partners/partnerApplicationForm";
import { partnerCycle } from "~/partners/partnerCycle";
import { noteChange } from "~/kits/records/siteChanges.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Partners } from "~/kits/records/schema.server";
import { PARTNER_NAMES_LOCK, partnersNamed } from "./partnerApplicants.server";
import { partnerReceivedEmail } from "./partnerEmails.server";

/** A submission id as the page gives it: random, URL-safe, of a fixed length. */
export const isSubmissionId = (value: string) => /^[A-Za-z0-9_-]{22,64}$/.test(value);

export type PartnerSubmission = {
  submissionId: string;
  application: PartnerApplication;
  locale: Locale;
};

export type PartnerSubmitted =
  | { outcome: "sent"; partnerId: string; organization: string; email: string; cycle: string; again: boolean }
  | { outcome: "other-email" }
  | { outcome: "name-taken" };

const ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** A partner id of this site's own (the CRM's are its record ids): `WEBP-` and eight letters and digits. */
const newPartnerId = () =>
  `WEBP-${Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join("")}`;

export async function submitPartnerApplication(
  db: Db,
  submission: PartnerSubmission,
  timeZone: string,
  now = Date.now(),
): Promise<PartnerSubmitted> {
  const { application, locale, submissionId } = submission;
  const key = emailKey(application.email);
  const outcome = await inTransaction(db, async (trx): Promise<PartnerSubmitted> => {
    await lockWithinTransaction(trx, `partner-submission:${submissionId}`);
    const earlier = await firstRow(
      trx,
      sql<{ partner_id: string; email_key: string; contact_email: string; name: string | null; cycle: string | null }>`
        SELECT a.partner_id, a.email_key, a.contact_email, p."Organization_Name" AS name, p."Cycle" AS cycle
        FROM partner_applications a LEFT JOIN "Partners" p ON p.id = a.partner_id
        WHERE a.submission_id = ${submissionId}`,
    );
    if (earlier) {
      if (earlier.email_key !== key) return { outcome: "other-email" };
      return {
        outcome: "sent",
        partnerId: earlier.partner_id,
        organization: earlier.name ?? application.organization,
        email: earlier.contact_email,
        cycle: earlier.cycle ?? String(partnerCycle(now, timeZone)),
        again: true,
      };
    }
    // Another partner's name (active or applied; case, spaces and punctuation aside) is refused: staff would
    // otherwise approve a second partner that looks like the first. A declined one's name may apply again.
    await lockWithinTransaction(trx, PARTNER_NAMES_LOCK);
    const named = await partnersNamed(trx, application.organization, null);
    if (named.some((partner) => partner.status !== "Inactive")) return { outcome: "name-taken" };
    let partnerId = newPartnerId();
    while (await firstRow(trx, sql`SELECT 1 AS found FROM "Partners" WHERE id = ${partnerId}`))
      partnerId = newPartnerId();
    const cycle = String(partnerCycle(now, timeZone));
    await createRecordWriter(trx, Partners).write({
      id: partnerId,
      Organization_Name: application.organization,
      Emails: [application.email],
      Region: application.region,
      Address: application.address,
      Phone: application.phone,
      Website: application.website,
      Status: "Applied",
      Cycle: cycle,
    });
    await sql`INSERT INTO partner_applications (partner_id, submission_id, ein, contact_name, contact_email, email_key,
         contact_phone, services, distribution, locale, submitted_at)
       VALUES (${partnerId}, ${submissionId}, ${application.ein}, ${application.contactName}, ${application.email},
         ${key}, ${application.phone}, ${application.services}, ${application.distribution}, ${locale}, ${now})`.execute(
      trx,
    );
    const email = partnerReceivedEmail(locale, {
      contactName: application.contactName,
      organization: application.organization,
      ein: application.ein,
      cycle,
    });
    await enqueueMail(
      trx,
      {
        emailKey: key,
        recipient: application.email,
        ...email,
        notAfter: NO_EXPIRY,
        kind: "partner",
        recordId: partnerId,
      },
      now,
    );
    afterCommit(trx, wakeMailSender);
    // Last, so the change feed's lock is held only until the commit (see noteChange).
    await noteChange(trx, "Partners", partnerId, now);
    return {
      outcome: "sent",
      partnerId,
      organization: application.organization,
      email: application.email,
      cycle,
      again: false,
    };
  });
  return outcome;
}
