/** A step's page: the answers kept for it as the form shows them, or sensible first values. */
import { NOT_LISTED, type ApplicationStep } from "~/applications/answers";
import type { CompleteAnswers, CompletedClassView, StepView } from "~/applications/stepView";
import { db } from "~/db/serverStore.server";
import { formatMoment } from "~/i18n";
import { completedClassesOf } from "~/kits/completions/completedClasses.server";
import { env } from "~/platform/env.server";
import { localeOf } from "./stepPage.server";
import type { Draft } from "./drafts.server";
import { nominatingOrganizations, type NominatingOrganization } from "./organizations.server";

/**
 * The latest class the applicant's address completed, if any (the completions kit's read; decision 094), with the
 * partner that hosted it when that partner is one the applicant can choose.
 */
async function completedClass(
  request: Request,
  email: string | undefined,
  organizations: readonly NominatingOrganization[],
): Promise<(CompletedClassView & { partnerId: string | null }) | null> {
  const latest = email ? (await completedClassesOf(db(), email))[0] : undefined;
  if (!latest) return null;
  const host = organizations.find((organization) => organization.id === latest.partnerId) ?? null;
  return {
    title: latest.title,
    completedOn: formatMoment(localeOf(request), latest.completedAt, env().orgTimeZone),
    partner: host?.name ?? null,
    partnerId: host?.id ?? null,
  };
}

export async function stepView(request: Request, step: ApplicationStep, draft: Draft): Promise<StepView> {
  const { about, devices, recommender, unfinished } = draft.answers;
  // A step saved unfinished shows what was typed there, until it is answered.
  const kept = step === "check" ? undefined : unfinished?.[step];
  if (kept && step === "recommender") {
    const organizations = await nominatingOrganizations(db());
    const completed = await completedClass(request, about?.email, organizations);
    return { step, organizations, typed: kept, completedClass: completed && viewOf(completed) };
  }
  if (kept && (step === "about" || step === "devices")) return { step, typed: kept };
  switch (step) {
    case "about":
      return {
        step,
        typed: about
          ? { fullName: about.fullName, email: about.email, phone: about.phone ?? "", language: about.language }
          : { language: localeOf(request) },
      };
    case "devices":
      return {
        step,
        typed: devices
          ? { laptop: String(devices.laptop), desktop: String(devices.desktop), tablet: String(devices.tablet) }
          : { laptop: "0", desktop: "0", tablet: "0" },
      };
    case "recommender": {
      const organizations = await nominatingOrganizations(db());
      const completed = await completedClass(request, about?.email, organizations);
      return {
        step,
        organizations,
        completedClass: completed && viewOf(completed),
        typed: recommender
          ? {
              organization: recommender.listed ? (recommender.partnerId ?? "") : NOT_LISTED,
              organizationOther: recommender.listed ? "" : recommender.organization,
              firstName: recommender.firstName,
              lastName: recommender.lastName,
              email: recommender.email,
            }
          : // A student who completed a class hosted by a partner finds that partner chosen (they may choose another).
            completed?.partnerId
            ? { organization: completed.partnerId }
            : {},
      };
    }
    case "check":
      return { step, typed: {}, answers: draft.answers as CompleteAnswers };
  }
}

const viewOf = ({ title, completedOn, partner }: CompletedClassView): CompletedClassView => ({
  title,
  completedOn,
  partner,
});
