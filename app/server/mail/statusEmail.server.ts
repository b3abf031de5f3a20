/**
 * The email an applicant gets when their application's status changes: the status's label and the message the
 * tracker shows (one table, `applicantStatus.ts`), and the sign-in page's address (no token: a status email
 * never signs anyone in). Every value from the CRM has its control characters and line breaks removed (a name
 * cannot add lines or headers) and is escaped in the HTML part.
 */
import { statusMessage } from "~/portal/applicantStatus";

export type StatusEmail = { subject: string; text: string; html: string };

type Applicant = {
  Full_Name: string | null;
  Status: string | null;
  Denial_Reason?: string | null;
  Nominating_Organization?: string | null;
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** CRM text on one line: control characters (line breaks among them) become spaces, runs of spaces one. */
export function oneLine(value: string | null | undefined): string {
  return (value ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/ {2,}/g, " ").trim();
}

/** The email for an applicant now at `Status`, or null when the status is not one of the tracker's steps. */
export function composeStatusEmail(publicUrl: string, applicant: Applicant): StatusEmail | null {
  const message = statusMessage(applicant.Status, {
    Denial_Reason: oneLine(applicant.Denial_Reason) || null,
    Nominating_Organization: oneLine(applicant.Nominating_Organization) || null,
  });
  if (!message) return null;
  const link = new URL("/auth", publicUrl).toString();
  const name = oneLine(applicant.Full_Name);
  const greeting = name ? `Hello ${name},` : "Hello,";
  const intro = `The status of your computer application is now: ${message.title}.`;
  const denial = message.denialReason
    ? { reason: `Reason: ${message.denialReason}`, possible: ["Possible reasons include:", ...(message.possibleReasons ?? [])] }
    : null;
  const text = [
    greeting,
    "",
    intro,
    "",
    message.text,
    ...(denial ? ["", denial.reason, "", denial.possible[0]!, ...denial.possible.slice(1).map((reason) => `- ${reason}`)] : []),
    "",
    "To see your application in the digital portal, sign in here:",
    link,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>The status of your computer application is now: <strong>${escapeHtml(message.title)}</strong>.</p>
<p>${escapeHtml(message.text)}</p>
${
  denial
    ? `<p><strong>Reason:</strong> ${escapeHtml(message.denialReason!)}</p>
<p>${escapeHtml(denial.possible[0]!)}</p>
<ul>${denial.possible
        .slice(1)
        .map((reason) => `<li>${escapeHtml(reason)}</li>`)
        .join("")}</ul>
`
    : ""
}<p>To see your application in the digital portal, sign in here:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;
  return { subject: `Your application status: ${message.title}`, text, html };
}
