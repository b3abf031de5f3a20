/**
 * The email an applicant gets when their application's status changes: the status's label and the message the
 * tracker shows (one table, `applicantStatus.ts`), and the sign-in page's address (no token: a status email
 * never signs anyone in), in the person's language. Every value from the CRM has its control characters and line
 * breaks removed (a name cannot add lines or headers) and is escaped in the HTML part.
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { statusMessage } from "~/kits/records/applicantStatus";
import { statusWordsIn } from "~/kits/records/statusWords";
import { emailDocument, escapeHtml } from "~/mail/emailHtml.server";

export type StatusEmail = { subject: string; text: string; html: string };

type Applicant = {
  Full_Name: string | null;
  Status: string | null;
  Denial_Reason?: string | null;
  Nominating_Organization?: string | null;
};

/** CRM text on one line: control characters (line breaks among them) become spaces, runs of spaces one. */
export function oneLine(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** The email for an applicant now at `Status`, or null when the status is not one of the tracker's steps. */
export function composeStatusEmail(publicUrl: string, applicant: Applicant, locale: Locale = "en"): StatusEmail | null {
  const words = statusWordsIn(locale).statusEmail;
  const message = statusMessage(
    applicant.Status,
    {
      Denial_Reason: oneLine(applicant.Denial_Reason) || null,
      Nominating_Organization: oneLine(applicant.Nominating_Organization) || null,
    },
    statusWordsIn(locale).statuses,
  );
  if (!message) return null;
  const link = new URL(pathInLocale(locale, "/auth"), publicUrl).toString();
  const greeting = words.greeting(oneLine(applicant.Full_Name));
  const denial = message.denialReason
    ? { reason: message.denialReason, possible: message.possibleReasons ?? [] }
    : null;
  const text = [
    greeting,
    "",
    `${words.statusNow} ${message.title}.`,
    "",
    message.text,
    ...(denial
      ? [
          "",
          `${words.reason} ${denial.reason}`,
          "",
          words.possibleReasons,
          ...denial.possible.map((reason) => `- ${reason}`),
        ]
      : []),
    "",
    words.signIn,
    link,
  ].join("\n");
  const subject = words.subject(message.title);
  const html = emailDocument(
    locale,
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.statusNow)} <strong>${escapeHtml(message.title)}</strong>.</p>
<p>${escapeHtml(message.text)}</p>
${
  denial
    ? `<p><strong>${escapeHtml(words.reason)}</strong> ${escapeHtml(denial.reason)}</p>
<p>${escapeHtml(words.possibleReasons)}</p>
<ul>${denial.possible.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("")}</ul>
`
    : ""
}<p>${escapeHtml(words.signIn)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  );
  return { subject, text, html };
}
