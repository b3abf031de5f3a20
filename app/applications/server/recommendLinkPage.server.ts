/**
 * The recommender's page (`/recommend/<token>`): opening it shows whom the recommendation is for and changes
 * nothing (a mail scanner's visit uses nothing up); sending it keeps the recommendation once. A used, expired,
 * replaced or unknown link gets a page that says which, and what the applicant can do.
 */
import { formatMoment } from "~/i18n";
import { env } from "~/platform/env.server";
import { formProtection, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { db } from "~/db/serverStore.server";
import { localeOf, withinLimit } from "./stepPage.server";
import { applicationWordsIn } from "~/applications/words";
import { findLink } from "~/kits/links/linkTokens.server";
import { readRecommendationPost, type Letter } from "./recommendationPost.server";
import { recommendationByLink, recordRecommendation, type RecommendationAnswers } from "./recommendations.server";

type Protection = { csrfToken: string; honeypotProps: Awaited<ReturnType<typeof formProtection>>["honeypotProps"] };

export type RecommendationView =
  | { kind: "open"; applicant: string; organization: string; protection: Protection }
  | { kind: "received"; date: string }
  | { kind: "expired"; date: string }
  | { kind: "replaced" }
  | { kind: "unknown" };

async function viewOf(request: Request, token: string): Promise<{ view: RecommendationView; csrfCookie?: string }> {
  const locale = localeOf(request);
  const link = await findLink(db(), "recommend", token);
  const recommendation = link ? await recommendationByLink(db(), link.hash) : null;
  if (!link || !recommendation) return { view: { kind: "unknown" } };
  switch (link.state) {
    case "used":
      return {
        view: {
          kind: "received",
          date: formatMoment(locale, recommendation.receivedAt ?? link.usedAt ?? Date.now(), env().orgTimeZone),
        },
      };
    case "expired":
      return { view: { kind: "expired", date: formatMoment(locale, link.expiresAt, env().orgTimeZone) } };
    case "replaced":
      return { view: { kind: "replaced" } };
    case "valid": {
      const { csrfToken, honeypotProps, csrfCookie } = await formProtection(request);
      return {
        view: {
          kind: "open",
          applicant: recommendation.applicant,
          organization: recommendation.organization,
          protection: { csrfToken, honeypotProps },
        },
        csrfCookie: csrfCookie ?? undefined,
      };
    }
  }
}

const statusOf: Record<RecommendationView["kind"], number> = {
  open: 200,
  received: 200,
  expired: 410,
  replaced: 410,
  unknown: 404,
};

export async function recommendationPage(request: Request, token: string) {
  const { view, csrfCookie } = await viewOf(request, token);
  const headers = personalHeaders();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  return { view, status: statusOf[view.kind], headers };
}

export type RecommendationResult =
  | { kind: "thanks" }
  | { kind: "closed"; view: RecommendationView }
  | { kind: "errors"; errors: Record<string, string>; typed: Record<string, string>; problem: string | null };

const texts = ["howKnown", "howLong", "howHelp", "servesRegion"] as const;
const limits = { howKnown: 1000, howLong: 200, howHelp: 2000, servesRegion: 3 };

/** A recommendation form read: the answers and the letter, or the sentences to show beside what was typed. */
export type RecommendationForm =
  | { kind: "ok"; answers: RecommendationAnswers; letter: Letter | null }
  | { kind: "spam" }
  | {
      kind: "errors";
      errors: Record<string, string>;
      typed: Record<string, string>;
      problem: string | null;
      status: number;
    };

/**
 * The recommendation's post, read and checked, for the recommender's link and a partner's caseworker alike: the
 * form guard, three answers, the region box and the letter (multipart, 5 MB, its type sniffed).
 */
export async function readRecommendationForm(request: Request): Promise<RecommendationForm> {
  const words = applicationWordsIn(localeOf(request)).recommend;
  const post = await readRecommendationPost(request);
  if (!post.ok) {
    const typed = post.form ? Object.fromEntries(texts.map((name) => [name, singleText(post.form!, name) ?? ""])) : {};
    if (post.spam) return { kind: "spam" };
    return { kind: "errors", errors: {}, typed, problem: post.message || words.errors.form, status: post.status };
  }
  const typed = Object.fromEntries(
    texts.map((name) => [name, (singleText(post.form, name) ?? "").slice(0, limits[name])]),
  ) as Record<(typeof texts)[number], string>;
  const errors: Record<string, string> = {};
  for (const name of ["howKnown", "howLong", "howHelp"] as const) {
    if (!typed[name].trim() || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(typed[name]))
      errors[name] = words.errors[name];
  }
  if (typed.servesRegion !== "yes") errors.servesRegion = words.errors.servesRegion;
  if ("problem" in post.letter) errors.letter = words.errors[post.letter.problem];
  if (Object.keys(errors).length) return { kind: "errors", errors, typed, problem: null, status: 400 };
  return {
    kind: "ok",
    answers: { howKnown: typed.howKnown.trim(), howLong: typed.howLong.trim(), howHelp: typed.howHelp.trim() },
    letter: "letter" in post.letter ? post.letter.letter : null,
  };
}

export async function recommendationAction(
  request: Request,
  token: string,
  client: string,
): Promise<{ result: RecommendationResult; status: number }> {
  if (!(await withinLimit("recommend", client)))
    return {
      result: { kind: "errors", errors: {}, typed: {}, problem: applicationWordsIn(localeOf(request)).errors.tooMany },
      status: 429,
    };
  const form = await readRecommendationForm(request);
  // A robot that filled the honeypot is thanked, and nothing is kept.
  if (form.kind === "spam") return { result: { kind: "thanks" }, status: 200 };
  if (form.kind === "errors") {
    const { status, ...result } = form;
    return { result, status };
  }
  const link = await findLink(db(), "recommend", token);
  if (!link || link.state !== "valid")
    return { result: { kind: "closed", view: (await viewOf(request, token)).view }, status: 410 };
  const recorded = await recordRecommendation(db(), link.hash, form.answers, form.letter, "recommender", env());
  if (!recorded) return { result: { kind: "closed", view: (await viewOf(request, token)).view }, status: 410 };
  log.info("recommendation received", { letter: form.letter ? form.letter.type : "none" });
  return { result: { kind: "thanks" }, status: 200 };
}
