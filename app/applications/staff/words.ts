/**
 * The words of the staff console's application review: how a status reads, how an applicant qualified, and the
 * sentence each action answers with, defined once for the pages, the store functions and the tests.
 */
import { endSentence } from "~/i18n/fullStop";
import { applicantSteps, possibleDenialReasons, stepIndex } from "~/kits/records/applicantStatus";
import { lateFormMessages } from "~/kits/console/staffMessages";

/** The status filter's value for applicants whose record has no status. */
export const NO_STATUS = "none";

/**
 * A status as the review names it: the label the applicant's tracker shows (so staff and applicant speak of the
 * same step), or "No status". The CRM's own value is shown beside it where staff need it.
 */
export function statusLabel(status: string | null | undefined): string {
  return applicantSteps[stepIndex(status)]?.label ?? "No status";
}

/** The statuses a list can be filtered by, in the order an application moves through them. */
export const reviewStatuses: readonly { value: string; label: string }[] = [
  ...applicantSteps.map((step) => ({ value: step.value, label: step.label })),
  { value: NO_STATUS, label: statusLabel(null) },
];

/** How the applicant qualified, as the application keeps it: never an income figure, none is stored. */
export const basisWords: Record<string, string> = {
  programme: "Programme: someone in the household receives SNAP, Medicaid, SSI or free school lunch",
  income: "Income under the limit (the figure is not kept)",
};

/** The deny form's choices: one of the four standard reasons (by position), or a reason written by staff. */
export const WRITTEN_REASON = "written";
export const MAX_REASON_LENGTH = 500;
export const denialChoices = [
  ...possibleDenialReasons.map((reason, index) => ({ value: String(index), label: reason })),
  { value: WRITTEN_REASON, label: "Another reason, written below" },
];

/** Whether the applicant's status email was written, or why not. */
export type ApplicantEmailed = "emailed" | "no address" | "emails off";

/** Whom an action's emails went to, at the end of its sentence. */
function emailed(name: string, applicant: ApplicantEmailed, recommenderTold = false): string {
  const toApplicant = {
    emailed: `${name} is told, by email or by text as they chose.`,
    "no address": `${name} is not emailed: their record has no email address.`,
    "emails off": `${name} is not emailed: status emails are turned off (NOTIFY_STATUS_CHANGES).`,
  }[applicant];
  return recommenderTold ? `${toApplicant} Their recommender is told a decision was made, not which.` : toApplicant;
}

export const reviewMessages = {
  formOnly: "Please use the forms on this page.",
  ...lateFormMessages("application", "an application"),
  chooseReason: "Choose one of the four reasons, or write one. Nothing was changed.",
  writeReason: "Write the reason, or choose one of the four. Nothing was changed.",
  reasonTooLong: `Write the reason in at most ${MAX_REASON_LENGTH} characters. Nothing was changed.`,
  reviewStarted: (name: string, applicant: ApplicantEmailed) => `The review has started. ${emailed(name, applicant)}`,
  approved: (name: string, applicant: ApplicantEmailed, recommenderTold: boolean) =>
    `Approved. ${emailed(name, applicant, recommenderTold)}`,
  denied: (name: string, applicant: ApplicantEmailed, recommenderTold: boolean) =>
    `Denied. ${emailed(name, applicant, recommenderTold)}`,
  chooseDevice: "Choose a device from the list. Nothing was changed.",
  assigned: (device: string, name: string) => endSentence(`${device} is assigned to ${name}`),
  takenMeanwhile: (device: string) =>
    `${device} was assigned to another applicant a moment ago. Nothing was changed; choose another device.`,
  alreadyTheirs: (device: string, name: string) => `${device} is assigned to ${name} already. Nothing was changed.`,
  notReady: (device: string) => `${device} is not ready to give (or was not asked for). Nothing was changed.`,
  enoughAssigned: (name: string, asked: number, type: string) =>
    `${name} asked for ${asked} ${type.toLowerCase()}${asked === 1 ? "" : "s"}, and that many are assigned already. Nothing was changed.`,
  unassigned: (device: string) => `${device} is no longer assigned; it is ready to give again.`,
  notAssigned: (device: string) => `${device} is not assigned to this applicant. Nothing was changed.`,
  nothingAssigned: "Assign at least one device before marking the delivery. Nothing was changed.",
  delivered: (name: string, date: string, applicant: ApplicantEmailed) =>
    `Delivered on ${date}. ${emailed(name, applicant)}`,
  noLetter: "There is no letter for this application.",
} as const;

/** The applicant as sentences name them: their name, or their record's id when the record has none. */
export function applicantName(applicant: { id: string; Full_Name: string | null }): string {
  return applicant.Full_Name?.trim() || applicant.id;
}

/** A device as a sentence names it: its model and id ("Model 3 (I-3)"). */
export function deviceName(item: { id: string; Model: string | null }): string {
  return item.Model ? `${item.Model} (${item.id})` : item.id;
}
