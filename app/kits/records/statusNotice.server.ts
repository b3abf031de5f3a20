/**
 * The rule that follows a write of an applicant (Contacts) record: when an existing applicant's Status changes to
 * one of the tracker's six statuses, one email is written to the outbox, in the caller's transaction (nothing is
 * sent for a change that is rolled back, nothing is lost in an SMTP outage). A status email still waiting to go
 * out for the same applicant is replaced by the newer one. No email for a record seen for the first time, for an
 * unchanged status, or for a value the tracker does not know. The email is in the person's last-used language; the sender is woken once the caller's transaction commits.
 * An applicant who chose texts (Contact_By 'Text', a US mobile number in Phone) is texted instead (decision 092),
 * in the same transaction; a number that sent STOP gets the text set aside with the reason.
 */
import { emailKey } from "~/kits/records/championLookup";
import { CLIENT_STATUS, stepIndex } from "~/kits/records/applicantStatus";
import { dropWaitingStatusMail, enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import type { RecordWriteSettings } from "~/platform/env.server";
import { languageOf } from "./personLanguage.server";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { wakeMailSender } from "~/mail/sender.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { usMobileE164 } from "~/sms/phoneNumber";
import { dropWaitingStatusTexts, enqueueText, NO_EXPIRY as NO_TEXT_EXPIRY } from "~/sms/smsOutbox.server";
import { textsIn } from "~/sms/textWords";
import { statusWordsIn } from "~/kits/records/statusWords";

/**
 * Where status emails link to and whether they are sent; a delivery (staff's or a partner's, issue 50 §2) adds the
 * warranty's months, which the delivery's email states.
 */
export type StatusNotices = RecordWriteSettings & { warrantyMonths?: number };

/** The applicant's stored status before a write (the record writer reads it with the record's other fields). */
export type StatusBefore = { status: string | null };

/** What the status email and text are written from: the applicant as the write left them. */
type Applicant = {
  Full_Name: string | null;
  Email: string | null;
  Phone: string | null;
  Contact_By: string | null;
  Status: string | null;
  Denial_Reason: string | null;
  Nominating_Organization: string | null;
};

const applicantFields = [
  "Full_Name",
  "Email",
  "Phone",
  "Contact_By",
  "Status",
  "Denial_Reason",
  "Nominating_Organization",
] as const satisfies readonly (keyof Applicant)[];

/**
 * After an existing applicant was updated: queues the status email the change calls for; true when it did. `known`,
 * the applicant as the write left them when the writer's caller had read the record (it is not read again).
 */
export async function afterContactWrite(
  db: Db,
  id: string,
  before: StatusBefore,
  notices: StatusNotices | undefined,
  known?: Record<string, unknown>,
): Promise<boolean> {
  const applicant =
    (known && applicantFields.every((field) => field in known) ? (known as Applicant) : undefined) ??
    (await firstRow(
      db,
      sql<Applicant>`SELECT ${sql.join(applicantFields.map((field) => sql.id(field)))} FROM "Contacts" WHERE id = ${id}`,
    ));
  if (!applicant) return false;
  if ((applicant.Status ?? "").trim() === (before.status ?? "").trim()) return false;
  // Whatever the new status, an email about the old one that has not gone out would now be wrong.
  await dropWaitingStatusMail(db, id);
  await dropWaitingStatusTexts(db, id);
  const step = stepIndex(applicant.Status);
  if (!notices?.notifyStatusChanges || step < 0) return false;
  const mobile = applicant.Contact_By === "Text" && applicant.Phone ? usMobileE164(applicant.Phone) : null;
  if (mobile) {
    const locale = await languageOf(db, applicant.Email ? emailKey(applicant.Email) : mobile);
    const label = statusWordsIn(locale).statuses[step]!.label;
    const texts = textsIn(locale, notices.publicUrl);
    await enqueueText(db, {
      kind: "status",
      recipient: mobile,
      // The delivery's text leads to the welcome page for new owners (issue 50 §2).
      body: applicant.Status?.trim() === CLIENT_STATUS ? texts.delivered() : texts.statusChanged(label),
      notAfter: NO_TEXT_EXPIRY,
      recordId: id,
    });
    afterCommit(db, wakeTextSender);
    return true;
  }
  if (!applicant.Email) return false;
  // In the language the person last used the site in (English when they never did).
  const email = composeStatusEmail(
    notices.publicUrl,
    applicant,
    await languageOf(db, emailKey(applicant.Email)),
    notices.warrantyMonths,
  );
  if (!email) return false;
  await enqueueMail(db, {
    emailKey: emailKey(applicant.Email),
    recipient: applicant.Email.trim(),
    subject: email.subject,
    text: email.text,
    html: email.html,
    notAfter: NO_EXPIRY,
    kind: "status",
    recordId: id,
  });
  afterCommit(db, wakeMailSender);
  return true;
}

/** Before an applicant is removed: an email about them that has not gone out is dropped with them. */
export async function beforeContactRemoval(db: Db, id: string): Promise<void> {
  await dropWaitingStatusMail(db, id);
  await dropWaitingStatusTexts(db, id);
}
