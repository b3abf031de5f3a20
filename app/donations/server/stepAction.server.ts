/**
 * A giving step's post: 'about' and 'delivery' keep the step's answers and go on; 'check' keeps the two
 * preferences and sends the donation. Whatever cannot be used comes back with a sentence per field and what was
 * typed (400); a pickup address outside the region comes back with the drop-off offered.
 */
import { type AppLoadContext, redirect } from "@remix-run/node";
import { holidayDates } from "~/donations/content/en/holidays";
import {
  donationStepPath,
  donationSteps,
  readDonor,
  readDropOff,
  readPickup,
  readPreferences,
  type DonationStep,
} from "~/donations/answers";
import { todayIn } from "~/donations/pickupDates";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { currentSession, personalHeaders } from "~/kits/signIn/portalSession.server";
import {
  donationErrors,
  donationProblem,
  donationWizard,
  localeOf,
  localPath,
  sendSettings,
  withinLimit,
  wordsOf,
} from "./stepPage.server";
import { saveDonationStep } from "./drafts.server";
import { submitDonation } from "./submitDonation.server";

export async function donationStepAction(request: Request, step: DonationStep, context: AppLoadContext) {
  const begun = await donationWizard.beginStepPost(request, step, context, donationProblem);
  if (!("post" in begun)) return begun;
  const { draft, post } = begun;
  const words = wordsOf(request);
  const locale = localeOf(request);
  const { typed } = post;
  if (!(await withinLimit("step", post.client)))
    return donationProblem({ problem: words.errors.tooMany, typed, status: 429 });
  const answers = draft.answers;
  if (step === "about") {
    const read = readDonor(typed);
    if (!read.ok) return donationErrors(request, read.errors, typed);
    await saveDonationStep(db(), draft, "donor", read.value, locale);
  } else if (step === "delivery") {
    if (typed.method === "drop-off") {
      const read = readDropOff(typed, answers.devices!);
      if (!read.ok) return donationErrors(request, read.errors, typed);
      await saveDonationStep(db(), draft, "delivery", read.value, locale);
    } else {
      const read = readPickup(typed, answers.devices!, todayIn(env().orgTimeZone), holidayDates);
      if (!read.ok) return donationErrors(request, read.errors, typed, read.outsideRegion ?? null);
      await saveDonationStep(db(), draft, "delivery", read.value, locale);
    }
  } else {
    const read = readPreferences(typed);
    if (!read.ok) return donationErrors(request, read.errors, typed);
    await saveDonationStep(db(), draft, "preferences", read.value, locale);
    if (!(await withinLimit("send", post.client, answers.donor!.email)))
      return donationProblem({ problem: words.errors.tooMany, typed, status: 429 });
    // A portal session of the address given makes it the owner's: no link to confirm it (decision 085).
    const session = await currentSession(request);
    const sent = await submitDonation(db(), draft.id, { ...sendSettings(), signedInEmailKey: session?.emailKey });
    if (sent.outcome === "incomplete") return donationProblem({ problem: words.errors.incomplete, typed, status: 400 });
    log.info("donation sent", { reference: sent.reference, again: sent.again });
    return redirect(localPath(request, donationStepPath("sent")), { headers: personalHeaders() });
  }
  const next = donationSteps[donationSteps.indexOf(step) + 1]!;
  return redirect(localPath(request, donationStepPath(next)), { headers: personalHeaders() });
}
