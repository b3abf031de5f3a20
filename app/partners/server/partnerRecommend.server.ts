/**
 * A caseworker writes the recommendation for one of their partner's applicants whose letter has not come
 * (`/partners/applicants/<id>/recommend`, issue 27): the recommender's form and its reading
 * (`readRecommendationForm`), kept by `recordRecommendationFor`, recorded as written by the caseworker
 * (`caseworkerIdentity`, shown to staff only). Another partner's applicant, or one that does not exist, is a 404;
 * one whose recommendation is already in answers with a sentence and a 409.
 */
import { data } from "@remix-run/node";
import { localeFromPath } from "~/i18n/locale";
import { partnerPortalWordsIn } from "~/partners/partnerPortalWords";
import { readRecommendationForm } from "~/applications/server/recommendLinkPage.server";
import { recommendationWanted, recordRecommendationFor } from "~/applications/server/recommendations.server";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { caseworkerIdentity } from "./caseworkerIdentity.server";
import { partnerApplicant } from "./partnerPortal.server";
import { partnerResponseHeaders, requireCaseworker, type PartnerCaseworker } from "./partnerSession.server";

type Caseworker = PartnerCaseworker & { actingFor: NonNullable<PartnerCaseworker["actingFor"]> };

/** The caseworker and the applicant, which must be their partner's: otherwise a 404, as for an unknown id. */
async function caseworkerAndApplicant(request: Request, contactId: string) {
  const caseworker: Caseworker = await requireCaseworker(request);
  const applicant = await partnerApplicant(db(), caseworker.actingFor.id, contactId);
  if (!applicant) throw data(null, { status: 404, headers: partnerResponseHeaders });
  return { caseworker, applicant };
}

const frameOf = (caseworker: Caseworker) => ({
  email: caseworker.email,
  partner: caseworker.actingFor.name,
  canSwitch: caseworker.partners.length > 1,
});

export async function partnerRecommendPage(request: Request, contactId: string) {
  const { caseworker, applicant } = await caseworkerAndApplicant(request, contactId);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const open = await recommendationWanted(db(), applicant.id);
  return data(
    {
      ...frameOf(caseworker),
      protection: { csrfToken, honeypotProps },
      applicant: { id: applicant.id, name: applicant.name },
      open,
    },
    {
      status: open ? 200 : 409,
      headers: { ...partnerResponseHeaders, ...(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) },
    },
  );
}

export type PartnerRecommendResult =
  | { kind: "done"; text: string }
  | { kind: "closed"; text: string }
  | { kind: "errors"; errors: Record<string, string>; typed: Record<string, string>; problem: string | null };

export async function partnerRecommendPost(request: Request, contactId: string) {
  const { caseworker, applicant } = await caseworkerAndApplicant(request, contactId);
  const words = partnerPortalWordsIn(localeFromPath(new URL(request.url).pathname)).recommend;
  const answer = (result: PartnerRecommendResult, status: number) =>
    data(result, { status, headers: partnerResponseHeaders });
  const form = await readRecommendationForm(request);
  if (form.kind === "spam") return answer({ kind: "errors", errors: {}, typed: {}, problem: null }, 400);
  if (form.kind === "errors") {
    const { status, ...result } = form;
    return answer(result, status);
  }
  const recorded = await recordRecommendationFor(db(), applicant.id, {
    answers: form.answers,
    letter: form.letter,
    writtenBy: caseworkerIdentity(caseworker.actingFor.id, caseworker.email),
    writer: { name: caseworker.actingFor.name, email: caseworker.email },
    notices: env(),
  });
  log.info("partner recommendation", {
    partner: caseworker.actingFor.id,
    contact: applicant.id,
    outcome: recorded ? "kept" : "already in",
    letter: form.letter ? form.letter.type : "none",
  });
  return recorded
    ? answer({ kind: "done", text: words.done(applicant.name) }, 200)
    : answer({ kind: "closed", text: words.alreadyIn }, 409);
}
