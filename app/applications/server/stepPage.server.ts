/**
 * The application as a form in steps (the wizard kit's `stepWizard`): its drafts, its cookie, its steps and
 * addresses, its limits, and its refused posts worded in the page's language. The routes stay pages.
 */
import { applicationSteps, firstOpenStep, stepPath, type ErrorKey, type Typed } from "~/applications/answers";
import { applicationWordsIn } from "~/applications/words";
import { siteCookies } from "~/content/privacyPolicy";
import {
  localeOf,
  sentencesOf,
  stepErrors as refusedStep,
  stepProblem as problemOnly,
  stepWizard,
  type PostProblem,
} from "~/kits/wizard/stepPage.server";
import { applicationDrafts } from "./drafts.server";

/**
 * The limits, per client address and per email an hour: what a person filling in one application (or a recommender
 * answering, or an applicant asking for their letter) needs many times over, and no more. One address may be a
 * library's or a partner's office where many people apply in an afternoon, so the per-client figures leave room.
 */
export const applicationLimits = {
  start: { perClient: 120, perEmail: 0 },
  send: { perClient: 40, perEmail: 0 },
  save: { perClient: 20, perEmail: 3 },
  recommend: { perClient: 20, perEmail: 0 },
  "ask-again": { perClient: 10, perEmail: 5 },
} as const;

export const applicationWizard = stepWizard({
  name: "application",
  drafts: applicationDrafts,
  cookie: siteCookies.application,
  steps: applicationSteps,
  firstOpenStep,
  start: "/application",
  stepPath,
  limits: applicationLimits,
});

export const { draftIdIn, draftCookieFor, openDraft, sentDraft, stepRedirect, readStepPost, withinLimit } =
  applicationWizard;

/** A step's answer that is one sentence for the whole page (a stale form, a limit), with what was typed. */
export const stepProblem = (refused: PostProblem) => problemOnly(refused);

/** Each field's sentence in the page's language. */
export const errorSentences = (request: Request, errors: Partial<Record<string, ErrorKey>>) =>
  sentencesOf(errors, applicationWordsIn(localeOf(request)).errors);

/** A refused step: its fields' sentences and what was typed, status 400. */
export const stepErrors = (request: Request, errors: Partial<Record<string, ErrorKey>>, typed: Typed) =>
  refusedStep(errorSentences(request, errors), typed);

export { localeOf, localPath, sendSettings } from "~/kits/wizard/stepPage.server";
export { pageProtection } from "~/kits/forms/formGuard.server";
