/**
 * Giving devices as a form in steps (the wizard kit's `stepWizard`): its drafts, its cookie (which also opens a
 * sent donation's drop-off pass), its steps and addresses, its limits, and its refused posts worded in the page's
 * language. The routes stay pages.
 */
import { siteCookies } from "~/content/privacyPolicy";
import {
  DONATE_START,
  donationStepPath,
  donationSteps,
  firstOpenStep,
  type Errors,
  type Typed,
} from "~/donations/answers";
import { donationWordsIn } from "~/donations/words";
import {
  localeOf,
  sentencesOf,
  stepErrors,
  stepProblem,
  stepWizard,
  type PostProblem,
} from "~/kits/wizard/stepPage.server";
import { donationDrafts } from "./drafts.server";

export const wordsOf = (request: Request) => donationWordsIn(localeOf(request));

/**
 * The limits, per client address and per email an hour: what a company giving several batches needs many times
 * over, and no more (the application's numbers).
 */
export const donationLimits = {
  step: { perClient: 60, perEmail: 0 },
  send: { perClient: 10, perEmail: 5 },
} as const;

export const donationWizard = stepWizard({
  name: "donation",
  drafts: donationDrafts,
  cookie: siteCookies.donation,
  steps: donationSteps,
  firstOpenStep,
  start: DONATE_START,
  stepPath: donationStepPath,
  limits: donationLimits,
});

export const { draftIdIn, draftCookieFor, openDraft, sentDraft, stepRedirect, readStepPost, withinLimit } =
  donationWizard;

/** A step's answer that is one sentence for the whole page (a stale form, a limit), with what was typed. */
export const donationProblem = (refused: PostProblem) => stepProblem(refused, { outsideRegion: null });

/**
 * A refused step: each field's sentence and what was typed, status 400. `outsideRegion` is the ZIP of a pickup
 * address outside the region, whose page offers the drop-off.
 */
export function donationErrors(request: Request, errors: Errors, typed: Typed, outsideRegion: string | null = null) {
  const words = wordsOf(request).errors;
  const sentences = sentencesOf(errors, words);
  if (outsideRegion) sentences.zip = words.outsideRegion(outsideRegion);
  return stepErrors(sentences, typed, { outsideRegion });
}

export { localeOf, localPath, sendSettings } from "~/kits/wizard/stepPage.server";
