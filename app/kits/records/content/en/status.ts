/**
 * The words of an applicant's status in English: the tracker's six statuses (label and message, from
 * `applicantStatus.ts`) and the email an applicant gets when their status changes. The Spanish record is
 * `../es/status.ts`, picked with `~/kits/records/statusWords`.
 */
import { applicantSteps, possibleDenialReasons } from "~/kits/records/applicantStatus";

/** The six statuses in the bar's order (their CRM values stay in `applicantStatus.ts`): label and message. */
export const statuses = applicantSteps.map(({ label, message }) => ({ label, message }));

export const statusEmail = {
  subject: (label: string) => `Your application status: ${label}`,
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  /** Followed by the status's label and a full stop. */
  statusNow: "The status of your computer application is now:",
  reason: "Reason:",
  possibleReasons: "Possible reasons include:",
  signIn: "To see your application in the digital portal, sign in here:",
  welcome: "Getting started with your new computer: internet, jobs, school, benefits, health and staying safe online:",
  warranty: (months: number) =>
    `Your computer has a ${months}-month warranty from today. If something is wrong with it, ask us for help in the digital portal (or answer our follow-up): we first try to fix it with you remotely, and if we cannot, we replace it or take it back.`,
} as const;

/** The reasons an application may be denied, as the tracker and the status email list them. */
export const possibleReasons = possibleDenialReasons;
