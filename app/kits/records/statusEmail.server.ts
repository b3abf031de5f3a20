/**
 * The email an applicant gets when their application's status changes: the status's label and the message the
 * tracker shows (one table, `applicantStatus.ts`), and the sign-in page's address (no token: a status email
 * never signs anyone in), in the person's language. The delivery's email (status Client, issue 50 §2) adds the
 * welcome page for new owners and, when the delivery names it, the warranty's terms. Every value from the CRM has its control characters and line
 * breaks removed (a name cannot add lines or headers) and is escaped in the HTML part.
 */
import { pathInLocale, type Locale } from "~/i18n/locale";
import { CLIENT_STATUS, statusMessage } from "~/kits/records/applicantStatus";
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
export function composeStatusEmail(
  publicUrl: string,
  applicant: Applicant,
  locale: Locale = "en",
  warrantyMonths?: number,
): StatusEmail | null {
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
  const delivered = applicant.Status?.trim() === CLIENT_STATUS;
  const welcome = delivered ? new URL(pathInLocale(locale, "/welcome"), publicUrl).toString() : null;
  const warranty = delivered && warrantyMonths ? words.warranty(warrantyMonths) : null;
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
    ...(welcome ? ["", words.welcome, welcome] : []),
    ...(warranty ? ["", warranty] : []),
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
}${welcome ? `<p>${escapeHtml(words.welcome)}</p>\n<p><a href="${escapeHtml(welcome)}">${escapeHtml(welcome)}</a></p>\n` : ""}${
      warranty ? `<p>${escapeHtml(warranty)}</p>\n` : ""
    }<p>${escapeHtml(words.signIn)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  );
  return { subject, text, html };
}
