/**
 * A step's post: 'next' keeps the step's answers and goes on (back to 'Check and send' when the person came from
 * there); 'save' keeps them and sends a single-use link that brings the draft back (by text to an applicant who
 * chose texts or gave only a mobile number); 'send' (the last step) sends
 * the application. Whatever cannot be used comes back with a sentence per field and what was typed.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import {
  applicationSteps,
  readAbout,
  readDevices,
  readRecommender,
  stepPath,
  type ApplicationStep,
  type Answers,
  type ErrorKey,
  type StepReading,
  type Typed,
} from "~/applications/answers";
import { log } from "~/platform/log.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { db } from "~/db/serverStore.server";
import { localeOf, localPath, sendSettings } from "~/kits/wizard/stepPage.server";
import { applicationWizard, stepErrors, stepProblem, withinLimit } from "./stepPage.server";
import { applicationWordsIn } from "~/applications/words";
import { keepUnfinished, saveStep, type Draft } from "./drafts.server";
import { sendResumeLink } from "./resumeLink.server";
import { nominatingOrganizations } from "./organizations.server";
import { submitApplication } from "./submitApplication.server";

type Kept = { [K in "about" | "devices" | "recommender"]: { step: K; value: NonNullable<Answers[K]> } }[
  "about" | "devices" | "recommender"];

/** A step's answers read by its rule; a partner's caseworker's pages read the client's steps with it too. */
export async function readStep(
  step: Exclude<ApplicationStep, "check">,
  typed: Typed,
  draft: Draft,
): Promise<StepReading<Kept["value"]> & { step: typeof step }> {
  const reading: StepReading<Kept["value"]> =
    step === "about"
      ? readAbout(typed)
      : step === "devices"
        ? readDevices(typed)
        : readRecommender(typed, await nominatingOrganizations(db()), draft.answers.about?.email ?? undefined);
  return { ...reading, step };
}

export async function stepAction(request: Request, step: ApplicationStep, context: AppLoadContext) {
  const begun = await applicationWizard.beginStepPost(request, step, context, stepProblem);
  if (!("post" in begun)) return begun;
  const { draft, post } = begun;
  const words = applicationWordsIn(localeOf(request));
  if (step === "check") {
    if (post.intent === "save") return saveForLater(request, draft, post.typed, post.client, step);
    if (post.typed.consent !== "yes") return stepErrors(request, { consent: "consent" as ErrorKey }, post.typed);
    if (!(await withinLimit("send", post.client)))
      return stepProblem({ problem: words.errors.tooMany, typed: post.typed, status: 429 });
    const sent = await submitApplication(db(), draft, sendSettings());
    if (sent.outcome === "incomplete")
      return stepProblem({ problem: words.errors.incomplete, typed: post.typed, status: 400 });
    // The same answer for an address that already has an application (decision record 084): its owner is emailed.
    if (sent.outcome === "already-open") log.info("application not made: the address has one in progress");
    else log.info("application sent", { number: sent.number, again: sent.again });
    return redirect(localPath(request, stepPath("sent")), { headers: personalHeaders() });
  }
  const read = await readStep(step, post.typed, draft);
  if (post.intent === "save") {
    // Saving never refuses what is not finished: the step's answers if they can be read, else what was typed.
    if (read.ok) await saveStep(db(), draft, step, read.value as never);
    else await keepUnfinished(db(), draft, step, withoutIntent(post.typed));
    return saveForLater(request, draft, post.typed, post.client, step);
  }
  if (!read.ok) return stepErrors(request, read.errors, post.typed);
  await saveStep(db(), draft, step, read.value as never);
  const next = post.typed.from === "check" ? "check" : applicationSteps[applicationSteps.indexOf(step) + 1]!;
  return redirect(localPath(request, stepPath(next)), { headers: personalHeaders() });
}

const withoutIntent = ({ intent: _intent, from: _from, ...typed }: Typed): Typed => typed;

/**
 * Sends the applicant a link that brings this draft back; what was typed stays on the page when it cannot. With no
 * address nor number yet, the sentence asks for one where it goes: above, on 'About you' itself.
 */
async function saveForLater(request: Request, draft: Draft, typed: Typed, client: string, step: ApplicationStep) {
  const words = applicationWordsIn(localeOf(request));
  const outcome = await sendResumeLink(draft, client);
  if (outcome === "no-address") {
    const problem = step === "about" ? words.errors.saveNeedsAddressHere : words.errors.saveNeedsAddress;
    return stepProblem({ problem, typed, status: 400 });
  }
  if (outcome === "limited") return stepProblem({ problem: words.errors.tooMany, typed, status: 429 });
  return data({ saved: outcome.sent }, { headers: personalHeaders() });
}
