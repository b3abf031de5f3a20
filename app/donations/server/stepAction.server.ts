/**
 * A giving step's post: 'about' and 'delivery' keep the step's answers and go on; 'check' keeps the two
 * preferences and sends the donation. Whatever cannot be used comes back with a sentence per field and what was
 * typed (400); a pickup address outside the region comes back with the drop-off offered.
 */
import { redirect } from "@remix-run/node";
import { holidayDates } from "~/donations/content/en/holidays";
import {
  giftPath,
  giftSteps,
  readDonor,
  readDropOff,
  readPickup,
  readPreferences,
  type GiftStep,
} from "~/donations/answers";
import { todayIn } from "~/donations/pickupDates";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { currentSession, personalHeaders } from "~/kits/signIn/portalSession.server";
import {
  giftErrors,
  giftProblem,
  giftSettings,
  giftStepRedirect,
  localeOf,
  localPath,
  openGiftDraft,
  readGiftPost,
  sentGiftDraft,
  withinGiftLimit,
  wordsOf,
} from "./stepPage.server";
import { saveGiftStep } from "./drafts.server";
import { submitDonation } from "./submitDonation.server";

export async function giftStepAction(request: Request, step: GiftStep, context: { clientAddress?: unknown }) {
  // Sent a moment ago (a double click, Back and send again): the confirmation of the one donation it made.
  if (step === "check" && (await sentGiftDraft(request)))
    return redirect(localPath(request, giftPath("sent")), { headers: personalHeaders() });
  const draft = await openGiftDraft(request);
  const elsewhere = giftStepRedirect(request, draft, step);
  if (elsewhere) return elsewhere;
  const post = await readGiftPost(request, context);
  if ("refused" in post) return giftProblem(post.refused);
  const words = wordsOf(request);
  const locale = localeOf(request);
  const { typed } = post;
  if (!(await withinGiftLimit("step", post.client)))
    return giftProblem({ problem: words.errors.tooMany, typed, status: 429 });
  const answers = draft!.answers;
  if (step === "about") {
    const read = readDonor(typed);
    if (!read.ok) return giftErrors(request, read.errors, typed);
    await saveGiftStep(db(), draft!, "donor", read.value, locale);
  } else if (step === "delivery") {
    if (typed.method === "drop-off") {
      const read = readDropOff(typed, answers.devices!);
      if (!read.ok) return giftErrors(request, read.errors, typed);
      await saveGiftStep(db(), draft!, "delivery", read.value, locale);
    } else {
      const read = readPickup(typed, answers.devices!, todayIn(env().orgTimeZone), holidayDates);
      if (!read.ok) return giftErrors(request, read.errors, typed, read.outsideRegion ?? null);
      await saveGiftStep(db(), draft!, "delivery", read.value, locale);
    }
  } else {
    const read = readPreferences(typed);
    if (!read.ok) return giftErrors(request, read.errors, typed);
    await saveGiftStep(db(), draft!, "preferences", read.value, locale);
    if (!(await withinGiftLimit("send", post.client, answers.donor!.email)))
      return giftProblem({ problem: words.errors.tooMany, typed, status: 429 });
    // A portal session of the address given makes it the owner's: no link to confirm it (decision 085).
    const session = await currentSession(request);
    const sent = await submitDonation(db(), draft!.id, { ...giftSettings(), signedInEmailKey: session?.emailKey });
    if (sent.outcome === "incomplete") return giftProblem({ problem: words.errors.incomplete, typed, status: 400 });
    log.info("donation sent", { reference: sent.reference, again: sent.again });
    return redirect(localPath(request, giftPath("sent")), { headers: personalHeaders() });
  }
  const next = giftSteps[giftSteps.indexOf(step) + 1]!;
  return redirect(localPath(request, giftPath(next)), { headers: personalHeaders() });
}
