/**
 * The applicant statuses, in progress-bar order: for each, the CRM value, the label the bar shows (also the title
 * of the message box) and the message a person reads. One table, so the bar, the message box and the tests cannot
 * disagree.
 */

/** What the message of a status may name from the applicant's record. */
type ApplicantFacts = { Denial_Reason?: string | null; Nominating_Organization?: string | null };

export type StatusStep = {
  /** The CRM's Status value that puts an applicant on this step. */
  value: string;
  label: string;
  /** The message under the bar; a denial adds the reason given and the reasons it could be. */
  message: (record: ApplicantFacts) => Omit<StatusMessage, "title">;
};

export const REVIEW_STATUS = "Applicants to approve";
export const DENIED_STATUS = "Denied Applicant";
export const APPROVED_STATUS = "Approved Applicants";
export const CLIENT_STATUS = "Client";

export const possibleDenialReasons = [
  "Not located in New Jersey, New York City or Massachusetts.",
  "No recommendation was received.",
  "The recommendation was not from a valid non-profit organization.",
  "Income requirements were not met.",
] as const;

/** The four standard reasons, in `possibleDenialReasons`' order, as a language words them. */
export type DenialReasons = readonly [string, string, string, string];

/** Case, spacing and a closing full stop do not make a reason another one. */
const comparable = (text: string) => text.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();

/**
 * The reason a denial gives, as a person reads it: one of the four standard reasons (the CRM stores the English
 * sentence) in the language's own words, any other text as stored, and `notSpecified` when there is none.
 */
export function denialReasonIn(
  stored: string | null | undefined,
  reasons: DenialReasons,
  notSpecified: string,
): string {
  const given = stored?.trim();
  if (!given) return notSpecified;
  const standard = possibleDenialReasons.findIndex((reason) => comparable(reason) === comparable(given));
  return standard === -1 ? given : reasons[standard]!;
}

export const applicantSteps: readonly StatusStep[] = [
  {
    value: "Applicants No Recommendation",
    label: "Application Submitted",
    message: () => ({
      text: "We are waiting for your recommender's letter. Your application will not be reviewed until it arrives.",
    }),
  },
  // The original bar matched this step against an empty value, so it could never light up although it is a
  // real status. Here it matches its own value like every other step (see docs/portal.md, "Recommendation Received").
  {
    value: "Recommendation Received",
    label: "Recommendation Received",
    message: () => ({ text: "Your recommendation letter has been received." }),
  },
  {
    value: REVIEW_STATUS,
    label: "Pending Review",
    message: () => ({ text: "Our committee is reviewing your application and will notify you of the decision." }),
  },
  {
    value: DENIED_STATUS,
    label: "Application Denied",
    message: (record) => ({
      text: "We are sorry, your application was denied.",
      denialReason: denialReasonIn(record.Denial_Reason, possibleDenialReasons, "Not specified"),
      possibleReasons: possibleDenialReasons,
    }),
  },
  {
    value: APPROVED_STATUS,
    label: "Application Approved",
    message: () => ({
      text: "Your application was approved. We will contact your recommender to arrange the drop-off of your computer.",
    }),
  },
  {
    value: CLIENT_STATUS,
    label: "Delivered",
    message: (record) => ({
      text: `Your computer was dropped off to ${record.Nominating_Organization?.trim() || "your nominating organization"}.`,
    }),
  },
];

export type StepState = { label: string; reached: boolean; current: boolean };

export type StatusMessage = {
  title: string;
  text: string;
  /** Only for a denied application: the reason given, and the reasons it could be. */
  denialReason?: string;
  possibleReasons?: readonly string[];
};

/** Position of a status on the bar, or -1 for a value the bar does not know. */
export function stepIndex(status: string | null | undefined): number {
  const value = (status ?? "").trim();
  return applicantSteps.findIndex((step) => step.value === value);
}

/** A language's words for the six steps, in the bar's order (`content/portalWords` and its translations). */
export type StepWords = readonly Pick<StatusStep, "label" | "message">[];

/** Every step up to and including the current one is reached; the current one is marked. */
export function progressSteps(status: string | null | undefined, words: StepWords = applicantSteps): StepState[] {
  const current = stepIndex(status);
  return words.map((step, index) => ({ label: step.label, reached: index <= current, current: index === current }));
}

export function isDenied(status: string | null | undefined): boolean {
  return (status ?? "").trim() === DENIED_STATUS;
}

export function statusMessage(
  status: string | null | undefined,
  record: ApplicantFacts,
  words: StepWords = applicantSteps,
): StatusMessage | null {
  const step = words[stepIndex(status)];
  return step ? { title: step.label, ...step.message(record) } : null;
}
