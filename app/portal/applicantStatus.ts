/**
 * The applicant statuses of spec §4, in progress-bar order: the CRM value, the label the bar shows and the
 * message a person reads. One table, so the bar, the message box and the tests cannot disagree.
 */
export type StatusStep = {
  /** The CRM's Status value that puts an applicant on this step. */
  value: string;
  label: string;
};

export const applicantSteps: readonly StatusStep[] = [
  { value: "Applicants No Recommendation", label: "Application Submitted" },
  // The original bar matched this step against an empty value, so it could never light up although it is a
  // real status. Here it matches its own value like every other step (see README, "Recommendation Received").
  { value: "Recommendation Received", label: "Recommendation Received" },
  { value: "Applicants to approve", label: "Pending Review" },
  { value: "Denied Applicant", label: "Application Denied" },
  { value: "Approved Applicants", label: "Application Approved" },
  { value: "Client", label: "Delivered" },
];

export const DENIED_STATUS = "Denied Applicant";
export const CLIENT_STATUS = "Client";

export const possibleDenialReasons = [
  "Not located in New Jersey, New York City or Massachusetts.",
  "No recommendation was received.",
  "The recommendation was not from a valid non-profit organization.",
  "Income requirements were not met.",
] as const;

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

/** Every step up to and including the current one is reached; the current one is marked. */
export function progressSteps(status: string | null | undefined): StepState[] {
  const current = stepIndex(status);
  return applicantSteps.map((step, index) => ({ label: step.label, reached: index <= current, current: index === current }));
}

export function isDenied(status: string | null | undefined): boolean {
  return (status ?? "").trim() === DENIED_STATUS;
}

export function statusMessage(
  status: string | null | undefined,
  record: { Denial_Reason?: string | null; Nominating_Organization?: string | null },
): StatusMessage | null {
  switch ((status ?? "").trim()) {
    case "Applicants No Recommendation":
      return {
        title: "Application Submitted",
        text: "We are waiting for your recommender's letter. Your application will not be reviewed until it arrives.",
      };
    case "Recommendation Received":
      return { title: "Recommendation Received", text: "Your recommendation letter has been received." };
    case "Applicants to approve":
      return {
        title: "Pending Review",
        text: "Our committee is reviewing your application and will notify you of the decision.",
      };
    case DENIED_STATUS:
      return {
        title: "Application Denied",
        text: "We are sorry, your application was denied.",
        denialReason: record.Denial_Reason?.trim() || "Not specified",
        possibleReasons: possibleDenialReasons,
      };
    case "Approved Applicants":
      return {
        title: "Application Approved",
        text: "Your application was approved. We will contact your recommender to arrange the drop-off of your computer.",
      };
    case CLIENT_STATUS:
      return {
        title: "Delivered",
        text: `Your computer was dropped off to ${record.Nominating_Organization?.trim() || "your nominating organization"}.`,
      };
    default:
      return null;
  }
}
