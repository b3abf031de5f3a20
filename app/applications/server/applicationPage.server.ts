/**
 * The application's first step (the screener): what it shows, and its post.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { readScreener, stepPath, type Typed } from "~/applications/answers";
import { screen } from "~/applications/screener";
import {
  localeOf,
  localPath,
  openDraft,
  pageProtection,
  readStepPost,
  stepErrors,
  stepProblem,
  withinLimit,
} from "~/applications/server/stepPage.server";
import { draftCookieFor } from "~/applications/server/stepPage.server";
import { createDraft, saveStep } from "~/applications/server/drafts.server";
import { applicationWordsIn } from "~/applications/words";
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";

export type Refusal = { rule: "region"; zip: string } | { rule: "income"; householdSize: number; limit: number };

/** The screener's answers a refusal hands back to change: everything but the income figure. */
const screenerAnswers = (typed: Typed): Typed => ({
  zip: typed.zip ?? "",
  householdSize: typed.householdSize ?? "",
  programme: typed.programme ?? "",
});

export async function applicationStartLoader({ request }: LoaderFunctionArgs) {
  const draft = await openDraft(request);
  const kept = draft?.answers.screener;
  const typed: Typed = kept
    ? { zip: kept.zip, householdSize: String(kept.householdSize), programme: kept.programme ? "yes" : "no" }
    : {};
  const { protection, headers } = await pageProtection(request);
  return data({ protection, typed }, { headers });
}

export async function applicationStartAction({ request, context }: ActionFunctionArgs) {
  const post = await readStepPost(request, context);
  if ("refused" in post) return stepProblem(post.refused);
  // 'Change my answers' on a refusal: the form again with what was answered (never the income figure).
  if (post.intent === "change")
    return data(
      { errors: {} as Record<string, string>, typed: screenerAnswers(post.typed), problem: null as string | null },
      { headers: personalHeaders() },
    );
  if (!(await withinLimit("start", post.client)))
    return stepProblem({
      problem: applicationWordsIn(localeOf(request)).errors.tooMany,
      typed: post.typed,
      status: 429,
    });
  const read = readScreener(post.typed);
  // The income figure is never handed back or kept: only whether it was under the limit.
  const typed = { ...post.typed, income: "" };
  if (!read.ok) return stepErrors(request, read.errors, { ...typed, income: post.typed.income ?? "" });
  const { zip, householdSize, programme, income } = read.value;
  const decision = screen({ zip, householdSize, receivesProgramme: programme, income });
  if (!decision.eligible) {
    const refusal: Refusal =
      decision.rule === "region"
        ? { rule: "region", zip }
        : { rule: "income", householdSize: decision.householdSize, limit: decision.limit };
    return data({ refusal, answers: screenerAnswers(post.typed) }, { headers: personalHeaders() });
  }
  const kept = { zip, householdSize, programme, basis: decision.basis, region: decision.region };
  const draft = await openDraft(request);
  const headers = personalHeaders();
  if (draft) await saveStep(db(), draft, "screener", kept);
  else
    headers.append("Set-Cookie", await draftCookieFor(await createDraft(db(), localeOf(request), { screener: kept })));
  return redirect(localPath(request, stepPath("about")), { headers });
}
