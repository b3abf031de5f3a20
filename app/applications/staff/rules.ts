/**
 * Which review actions an application allows at each status: the applicant page shows only these forms, and the
 * server refuses any other (a form posted from an older page, or made by hand).
 */
import { APPROVED_STATUS, REVIEW_STATUS, isDenied, stepIndex } from "~/kits/records/applicantStatus";

export const reviewActions = ["start-review", "approve", "deny", "assign", "unassign", "deliver"] as const;
export type ReviewAction = (typeof reviewActions)[number];

export function isReviewAction(value: unknown): value is ReviewAction {
  return typeof value === "string" && (reviewActions as readonly string[]).includes(value);
}

const reviewStep = stepIndex(REVIEW_STATUS);
const isApproved = (status: string | null | undefined) => (status ?? "").trim() === APPROVED_STATUS;

const allowed: Record<ReviewAction, (status: string | null | undefined) => boolean> = {
  // Before the review (with or without a recommendation, or no status at all), or again after a denial.
  "start-review": (status) => stepIndex(status) < reviewStep || isDenied(status),
  approve: (status) => stepIndex(status) === reviewStep,
  // Any time up to the decision: an application whose recommendation never came is denied before a review.
  deny: (status) => stepIndex(status) <= reviewStep,
  assign: isApproved,
  unassign: isApproved,
  deliver: isApproved,
};

export function allows(action: ReviewAction, status: string | null | undefined): boolean {
  return allowed[action](status);
}

/** The same status, whatever spaces surround it; no status is "". */
export function sameStatus(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? "").trim() === (b ?? "").trim();
}
