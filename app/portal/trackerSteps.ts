import { trackerWords } from "~/portal/content/en/guidance";
import { applicantSteps, progressSteps, type StepWords } from "~/kits/records/applicantStatus";

/**
 * The steps the tracker draws. The six statuses stay, but the bar no longer shows both
 * outcomes as steps: an approved applicant never sees 'Application Denied', and a pending one does not see it
 * as the next step. The decision is one step whose label is the outcome ('Decision' until there is one); a
 * denied application ends there.
 */
export type TrackerStepState = "done" | "current" | "upcoming";
export type TrackerStep = {
  label: string;
  state: TrackerStepState;
  /** The decision step of a denied application. */ denied: boolean;
};

/** Positions in the statuses' order, as `progressSteps` returns them. */
const DENIED = 3;
const APPROVED = 4;
const DELIVERED = 5;

function stateOf(step: { reached: boolean; current: boolean }): TrackerStepState {
  return step.current ? "current" : step.reached ? "done" : "upcoming";
}

/** A language's words for the bar: the six steps' labels and the decision step before there is a decision. */
export type TrackerStepWords = { steps: StepWords; pendingDecision: string };

export function trackerSteps(
  status: string | null | undefined,
  words: TrackerStepWords = { steps: applicantSteps, pendingDecision: trackerWords.pendingDecision },
): TrackerStep[] {
  const six = progressSteps(status, words.steps);
  const [denied, approved, delivered] = [six[DENIED]!, six[APPROVED]!, six[DELIVERED]!];
  const before = six.slice(0, DENIED).map((step) => ({ label: step.label, state: stateOf(step), denied: false }));
  if (approved.reached) {
    return [
      ...before,
      { label: approved.label, state: stateOf(approved), denied: false },
      { label: delivered.label, state: stateOf(delivered), denied: false },
    ];
  }
  if (denied.reached) return [...before, { label: denied.label, state: stateOf(denied), denied: true }];
  return [
    ...before,
    { label: words.pendingDecision, state: "upcoming", denied: false },
    { label: delivered.label, state: "upcoming", denied: false },
  ];
}

/** The words a screen reader (and everyone else) reads after a step's label. */
export function stepStateText(
  state: TrackerStepState,
  words: Record<TrackerStepState, string> = trackerWords.state,
): string {
  return words[state];
}

export type Decision = "undecided" | "denied" | "approved" | "delivered";

/** Where an application stands on the decision, which decides the next steps the tracker offers. */
export function decisionOf(status: string | null | undefined): Decision {
  const six = progressSteps(status);
  if (six[DELIVERED]!.reached) return "delivered";
  if (six[APPROVED]!.reached) return "approved";
  if (six[DENIED]!.reached) return "denied";
  return "undecided";
}
