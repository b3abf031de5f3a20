/**
 * The follow-up page (`/follow-up/<token>`): opening it changes nothing; sending it keeps the answers once. A used
 * link says when the answers came; an expired or unknown one says it does not work.
 */
import { intlLocales } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { db } from "~/db/serverStore.server";
import { localeOf } from "./stepPage.server";
import { applicationWordsIn } from "~/applications/words";
import { answeredAt, recordFollowUp } from "./followUps.server";
import { findLink } from "~/kits/links/linkTokens.server";
import { MAX_PROBLEM_LENGTH, problemOf } from "~/applications/helpRequests";
import { helpWordsIn } from "~/applications/helpWords";
import { isShareConsent, type ShareConsent } from "~/kits/stories/consent";

type Protection = { csrfToken: string; honeypotProps: Awaited<ReturnType<typeof formProtection>>["honeypotProps"] };

export type FollowUpView =
  { kind: "open"; protection: Protection } | { kind: "answered"; date: string } | { kind: "closed" };

async function viewOf(
  request: Request,
  token: string,
): Promise<{ view: FollowUpView; status: number; cookie?: string }> {
  const link = await findLink(db(), "follow-up", token);
  if (!link) return { view: { kind: "closed" }, status: 404 };
  if (link.state === "used") {
    const at = (await answeredAt(db(), link.subjectId)) ?? link.usedAt ?? Date.now();
    const date = new Intl.DateTimeFormat(intlLocales[localeOf(request)], {
      dateStyle: "long",
      timeZone: env().orgTimeZone,
    }).format(at);
    return { view: { kind: "answered", date }, status: 200 };
  }
  if (link.state !== "valid") return { view: { kind: "closed" }, status: 410 };
  const { csrfToken, honeypotProps, csrfCookie } = await formProtection(request);
  return {
    view: { kind: "open", protection: { csrfToken, honeypotProps } },
    status: 200,
    cookie: csrfCookie ?? undefined,
  };
}

export async function followUpPage(request: Request, token: string) {
  const { view, status, cookie } = await viewOf(request, token);
  const headers = personalHeaders();
  if (cookie) headers.append("Set-Cookie", cookie);
  return { view, status, headers };
}

export type FollowUpResult =
  | { kind: "thanks" }
  | { kind: "closed"; view: FollowUpView }
  | { kind: "errors"; errors: Record<string, string>; typed: Record<string, string>; problem: string | null };

export async function followUpAction(
  request: Request,
  token: string,
): Promise<{ result: FollowUpResult; status: number }> {
  const words = applicationWordsIn(localeOf(request)).followUp;
  const more = helpWordsIn(localeOf(request)).followUpMore;
  const guarded = await readGuardedForm(request);
  const typedOf = (form: FormData) => ({
    usingIt: (singleText(form, "usingIt") ?? "").slice(0, 2000),
    workingWell: singleText(form, "workingWell") ?? "",
    anythingElse: (singleText(form, "anythingElse") ?? "").slice(0, 2000),
    problem: (singleText(form, "problem") ?? "").slice(0, MAX_PROBLEM_LENGTH),
    share: singleText(form, "share") ?? "",
  });
  if (!guarded.ok) {
    if (guarded.spam) return { result: { kind: "thanks" }, status: 200 };
    const typed = guarded.form ? typedOf(guarded.form) : {};
    return {
      result: { kind: "errors", errors: {}, typed, problem: guarded.message || words.errors.form },
      status: guarded.status,
    };
  }
  const typed = typedOf(guarded.form);
  const errors: Record<string, string> = {};
  if (!typed.usingIt.trim()) errors.usingIt = words.errors.usingIt;
  if (typed.workingWell !== "yes" && typed.workingWell !== "no") errors.workingWell = words.errors.workingWell;
  const problem = problemOf(typed.problem);
  if (typed.workingWell === "no" && !problem) errors.problem = more.errors.problem;
  if (!isShareConsent(typed.share)) errors.share = more.errors.share;
  if (Object.keys(errors).length) return { result: { kind: "errors", errors, typed, problem: null }, status: 400 };
  const link = await findLink(db(), "follow-up", token);
  const recorded =
    link?.state === "valid" &&
    (await recordFollowUp(db(), link.hash, link.subjectId, {
      usingIt: typed.usingIt.trim(),
      workingWell: typed.workingWell as "yes" | "no",
      anythingElse: typed.anythingElse.trim() || null,
      problem: typed.workingWell === "no" ? problem : null,
      share: typed.share as ShareConsent,
    }));
  if (!recorded) return { result: { kind: "closed", view: (await viewOf(request, token)).view }, status: 410 };
  return { result: { kind: "thanks" }, status: 200 };
}
