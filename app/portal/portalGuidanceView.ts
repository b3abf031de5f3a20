import {
  approvedNextSteps,
  deniedNextSteps,
  donorWithoutDevices,
  nextStepsHeading,
  signedOutWords,
  type GuidanceLink,
} from "../content/portalGuidance";
import { portalMessages } from "./portalMessages";
import { decisionOf, stepStateText, trackerSteps, type TrackerStep } from "./trackerSteps";

/**
 * The portal's guidance for one page, worked out by the loader: the tracker's steps with their states in words,
 * the next steps, and the signed-out explanation. The page only renders it, so neither these words nor the step
 * logic are shipped to the browser (the portal hydrates within a fixed JavaScript budget).
 */
export type DrawnStep = TrackerStep & { stateText: string };
export type NextStepsView = { heading: string; items: { text: string; link?: GuidanceLink }[] };
export type SignedOutView = { explanation: string | null; link: GuidanceLink };
export type DonorEmptyView = { heading: string; text: string; link: GuidanceLink };

export function applicantGuidance(record: { Status?: string | null; Nominating_Organization?: string | null }): {
  steps: DrawnStep[];
  nextSteps: NextStepsView | null;
} {
  const steps = trackerSteps(record.Status).map((step) => ({ ...step, stateText: stepStateText(step.state) }));
  const decision = decisionOf(record.Status);
  const items =
    decision === "denied"
      ? deniedNextSteps(record.Nominating_Organization)
      : decision === "approved"
        ? approvedNextSteps(record.Nominating_Organization)
        : null;
  return { steps, nextSteps: items ? { heading: nextStepsHeading, items } : null };
}

export const donorEmptyView: DonorEmptyView = donorWithoutDevices;

/** After a spec message on a signed-out page: why a link failed (when it did) and where to sign in. */
export function signedOutView(message: string, linkMinutes: number): SignedOutView {
  const unusableLink = message === portalMessages.tokenFailed;
  return {
    explanation: unusableLink ? signedOutWords.linkUnusable(linkMinutes) : null,
    link: unusableLink ? signedOutWords.newLink : signedOutWords.signIn,
  };
}
