/**
 * The applicant's own page about their recommendation (`/portal/recommendation`, signed in): to whom it was sent,
 * sending it again (at most once a day) and naming someone else. Only the signed-in applicant's own request is
 * ever read or changed; anyone else is sent to sign in, and an applicant with nothing waiting back to the tracker.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { readRecommender, type Typed } from "~/applications/answers";
import { pathInLocale } from "~/i18n/locale";
import { personalHeaders, requireChampion } from "~/kits/signIn/portalSession.server";
import { applicantForChampion } from "~/portal/server/trackerView.server";
import { db } from "~/db/serverStore.server";
import {
  errorSentences,
  localeOf,
  pageProtection,
  readStepPost,
  sendSettings,
  withinLimit,
} from "~/applications/server/stepPage.server";
import { applicationWordsIn } from "~/applications/words";
import {
  changeRecommender,
  resendRecommendation,
  waitingRecommendation,
} from "~/applications/server/recommendationRequests.server";

async function waitingFor(request: Request) {
  const applicant = await applicantForChampion(await requireChampion(request));
  const waiting = applicant ? await waitingRecommendation(db(), applicant.id) : null;
  if (!applicant || !waiting)
    throw redirect(pathInLocale(localeOf(request), "/portal"), { headers: personalHeaders() });
  return { applicant, waiting };
}

export async function recommenderPageData(request: Request) {
  const { waiting } = await waitingFor(request);
  const { protection, headers } = await pageProtection(request);
  return data(
    {
      protection,
      recommender: { name: `${waiting.firstName} ${waiting.lastName}`, email: waiting.email },
      canResend: Date.now() - waiting.lastSentAt >= 24 * 60 * 60 * 1000,
    },
    { headers },
  );
}

export type RecommenderPageResult =
  { done: string } | { problem: string; errors: Record<string, string>; typed: Typed };

export async function recommenderPageAction(request: Request, context: AppLoadContext) {
  const { applicant } = await waitingFor(request);
  const words = applicationWordsIn(localeOf(request)).tracker;
  const answer = (result: RecommenderPageResult, status = 200) => data(result, { status, headers: personalHeaders() });
  const post = await readStepPost(request, context);
  if ("refused" in post)
    return answer({ problem: post.refused.problem, errors: {}, typed: post.refused.typed }, post.refused.status);
  if (!(await withinLimit("ask-again", post.client, applicant.Email ?? undefined)))
    return answer(
      { problem: applicationWordsIn(localeOf(request)).errors.tooMany, errors: {}, typed: post.typed },
      429,
    );
  if (post.intent === "resend") {
    const outcome = await resendRecommendation(db(), applicant.id, sendSettings());
    if (outcome === "too-soon") return answer({ problem: words.tooSoon, errors: {}, typed: {} }, 429);
    if (outcome === "none") return answer({ problem: words.nothingWaiting, errors: {}, typed: {} }, 409);
    const waiting = await waitingRecommendation(db(), applicant.id);
    return answer({ done: words.resent(waiting?.email ?? "") });
  }
  // Another recommender: the same rules as the application's step (not the applicant's own email).
  const read = readRecommender(
    { ...post.typed, organization: "not-listed", organizationOther: "-" },
    [],
    applicant.Email ?? undefined,
  );
  if (!read.ok) return answer({ problem: "", errors: errorSentences(request, read.errors), typed: post.typed }, 400);
  const changed = await changeRecommender(db(), applicant.id, read.value, sendSettings());
  if (!changed) return answer({ problem: words.nothingWaiting, errors: {}, typed: {} }, 409);
  return answer({ done: words.changed(read.value.email) });
}
