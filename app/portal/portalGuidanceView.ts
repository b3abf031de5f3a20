import type { GuidanceLink } from "~/portal/content/en/guidance";
import type { Locale } from "~/i18n/locale";
import type { DonationArrival } from "./donationViews";
import { guidanceWords, portalWords } from "./words";
import { decisionOf, stepStateText, trackerSteps, type TrackerStep } from "./trackerSteps";

/**
 * The portal's guidance for one page, worked out by the loader in the page's language: the tracker's steps with
 * their states in words, the next steps, and the signed-out explanation. The page only renders it, so neither these
 * words nor the step logic are shipped to the browser.
 */
export type DrawnStep = TrackerStep & { stateText: string };
export type NextStepsView = { heading: string; items: { text: string; link?: GuidanceLink }[] };
export type SignedOutView = { explanation: string | null; link: GuidanceLink };
export type DonorEmptyView = { heading: string; text: string; link: GuidanceLink };

export function applicantGuidance(
  record: { Status?: string | null; Nominating_Organization?: string | null },
  locale: Locale = "en",
): {
  steps: DrawnStep[];
  nextSteps: NextStepsView | null;
} {
  const guidance = guidanceWords(locale);
  const words = { steps: portalWords(locale).statuses, pendingDecision: guidance.trackerWords.pendingDecision };
  const steps = trackerSteps(record.Status, words).map((step) => ({
    ...step,
    stateText: stepStateText(step.state, guidance.trackerWords.state),
  }));
  const decision = decisionOf(record.Status);
  const items =
    decision === "denied"
      ? guidance.deniedNextSteps(record.Nominating_Organization)
      : decision === "approved"
        ? guidance.approvedNextSteps(record.Nominating_Organization)
        : null;
  return { steps, nextSteps: items ? { heading: guidance.nextStepsHeading, items } : null };
}

/**
 * The donor page's panel while none of their devices is in the inventory: what is true of their donations made on
 * this site (one received, or all still on their way), or, for donations recorded in the CRM only, where to write.
 */
export function donorEmptyView(locale: Locale = "en", arrivals: DonationArrival[] = []): DonorEmptyView {
  const words = guidanceWords(locale);
  if (arrivals.includes("received")) return words.donorDevicesReceived;
  if (arrivals.includes("coming")) return words.donorDevicesComing;
  return words.donorWithoutDevices;
}

/** After a spec message on a signed-out page: why a link failed (when it did) and where to sign in. */
export function signedOutView(message: string, linkMinutes: number, locale: Locale = "en"): SignedOutView {
  const words = guidanceWords(locale).signedOutWords;
  const unusableLink = message === portalWords(locale).messages.tokenFailed;
  return {
    explanation: unusableLink ? words.linkUnusable(linkMinutes) : null,
    link: unusableLink ? words.newLink : words.signIn,
  };
}
