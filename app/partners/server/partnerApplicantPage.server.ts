/**
 * A caseworker's page of one applicant: what it shows, and the handover and recommendation posts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatMoment } from "~/i18n";
import { data } from "@remix-run/node";
import { localeFromPath } from "~/i18n/locale";
import type { StepNames } from "~/partners/server/partnerHomePage.server";
import { db } from "~/db/serverStore.server";
import { recommendationWanted } from "~/applications/server/recommendations.server";
import { earliestHandover, handoverPost } from "~/partners/server/partnerHandover.server";
import { partnerApplicant } from "~/partners/server/partnerPortal.server";
import { crmDate } from "~/applications/staff/deviceAssignment.server";
import { partnerResponseHeaders, requireCaseworker } from "~/partners/server/partnerSession.server";
import { env } from "~/platform/env.server";
import { formProtection } from "~/kits/forms/formGuard.server";
import { allows } from "~/applications/staff/rules";

export async function partnerApplicantPageLoader({ request, params }: LoaderFunctionArgs, stepNames: StepNames) {
  const caseworker = await requireCaseworker(request);
  const applicant = await partnerApplicant(db(), caseworker.actingFor.id, params.contactId ?? "");
  if (!applicant) throw data(null, { status: 404, headers: partnerResponseHeaders });
  const locale = localeFromPath(new URL(request.url).pathname);
  const when = (at: number | null) => (at === null ? null : formatMoment(locale, at, env().orgTimeZone));
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  const timeZone = env().orgTimeZone;
  // 'Handed over' is offered while devices wait for an approved applicant; the staff rule decides again on post.
  const handover =
    applicant.waitingDevices.length > 0 && allows("deliver", applicant.status)
      ? {
          devices: applicant.waitingDevices,
          seen: applicant.status,
          today: crmDate(Date.now(), timeZone),
          earliest: await earliestHandover(db(), applicant.id, timeZone),
        }
      : null;
  return data(
    {
      email: caseworker.email,
      partner: caseworker.actingFor.name,
      canSwitch: caseworker.partners.length > 1,
      protection: { csrfToken, honeypotProps },
      applicant: {
        id: applicant.id,
        name: applicant.name,
        email: applicant.email,
        phone: applicant.phone,
        status: applicant.step === -1 ? null : (stepNames(locale)[applicant.step]?.label ?? null),
        applied: when(applicant.appliedAt),
        asked: applicant.asked,
        recommender: applicant.recommender,
        letterIn: applicant.letterIn,
        requested: when(applicant.requestedAt),
        received: when(applicant.receivedAt),
        writtenByUs: when(applicant.writtenByUsAt),
        canRecommend: await recommendationWanted(db(), applicant.id),
      },
      handover,
    },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

/** 'Handed over': the day the applicant collected their devices (another partner's applicant is a 404). */
export async function partnerApplicantPageAction({ request, params }: ActionFunctionArgs) {
  const caseworker = await requireCaseworker(request);
  const { result, status } = await handoverPost(
    request,
    { partnerId: caseworker.actingFor.id, email: caseworker.email },
    params.contactId ?? "",
  );
  return data(result, { status, headers: partnerResponseHeaders });
}
