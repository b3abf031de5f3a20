/** A step's page: the answers kept for it as the form shows them, or sensible first values. */
import { displayPhone } from "~/sms/phoneNumber";
import { NOT_LISTED, type ApplicationStep } from "~/applications/answers";
import type { CompleteAnswers, CompletedClassView, StepView } from "~/applications/stepView";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { completedClassFor } from "./completedClass.server";
import { localeOf } from "./stepPage.server";
import type { Draft } from "./drafts.server";
import { nominatingOrganizations } from "./organizations.server";

export async function stepView(request: Request, step: ApplicationStep, draft: Draft): Promise<StepView> {
  const { about, devices, recommender, unfinished } = draft.answers;
  // A step saved unfinished shows what was typed there, until it is answered.
  const kept = step === "check" ? undefined : unfinished?.[step];
  if (kept && step === "recommender") {
    const organizations = await nominatingOrganizations(db());
    const completed = await completedClassFor(db(), about, organizations, localeOf(request), env().orgTimeZone);
    return { step, organizations, typed: kept, completedClass: completed && viewOf(completed) };
  }
  if (kept && (step === "about" || step === "devices")) return { step, typed: kept };
  switch (step) {
    case "about":
      return {
        step,
        typed: about
          ? {
              fullName: about.fullName,
              email: about.email ?? "",
              phone: about.phone ? displayPhone(about.phone) : "",
              contactBy: about.contactBy ?? "email",
              language: about.language,
            }
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
      const completed = await completedClassFor(db(), about, organizations, localeOf(request), env().orgTimeZone);
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
