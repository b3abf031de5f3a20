/** A giving step's page: the answers kept for it as the form shows them, or sensible first values. */
import { intlLocales } from "~/i18n/locale";
import { holidayDates } from "~/donations/content/en/holidays";
import { earliestPickup, todayIn } from "~/donations/pickupDates";
import { methodFor, needsOffice, totalOf, type DonationStep, type Method, type Typed } from "~/donations/answers";
import type { DonationAnswers } from "~/donations/answers";
import { env } from "~/platform/env.server";
import { localeOf } from "./stepPage.server";
import type { DonationDraft } from "./drafts.server";

export type DonationStepView = {
  step: DonationStep;
  typed: Typed;
  /** The delivery step: how the devices reach us, how many, whether an office is asked, the first pickup day. */
  method: Method;
  total: number;
  needsOffice: boolean;
  earliest: { value: string; text: string };
  answers: DonationAnswers;
};

/** The first day a pickup can be asked for, as a date field's value and as the page's language writes it. */
export function earliestPickupDay(locale: "en" | "es", now = Date.now()) {
  const value = earliestPickup(todayIn(env().orgTimeZone, now), holidayDates);
  const text = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" }).format(
    Date.parse(`${value}T00:00:00Z`),
  );
  return { value, text };
}

/**
 * Drop-off is the rule under 10 devices; a donor with 10 or more may choose it instead (`?method=drop-off`, or the
 * form they posted), for instance when the pickup address is outside the region.
 */
export function chosenMethod(answers: DonationAnswers, asked: string | null): Method {
  const rule = methodFor(answers.devices!);
  if (rule === "drop-off") return rule;
  if (asked === "drop-off" || asked === "pickup") return asked;
  return answers.delivery?.method ?? rule;
}

export function donationStepView(request: Request, step: DonationStep, draft: DonationDraft): DonationStepView {
  const { devices, donor, delivery, preferences } = draft.answers;
  const asked = new URL(request.url).searchParams.get("method");
  const base = {
    step,
    method: chosenMethod(draft.answers, asked),
    total: totalOf(devices!),
    needsOffice: needsOffice(devices!),
    earliest: earliestPickupDay(localeOf(request)),
    answers: draft.answers,
  };
  switch (step) {
    case "about":
      return {
        ...base,
        typed: donor ? { company: donor.company ?? "", name: donor.name, email: donor.email, phone: donor.phone } : {},
      };
    case "delivery": {
      const typed: Typed = {};
      if (delivery?.method === "pickup") {
        Object.assign(typed, {
          street: delivery.street,
          city: delivery.city,
          state: delivery.state,
          zip: delivery.zip,
          notes: delivery.notes ?? "",
        });
        delivery.dates.forEach((date, index) => {
          typed[`date${index + 1}`] = date.date;
          typed[`window${index + 1}`] = date.window;
        });
      } else if (delivery?.method === "drop-off" && delivery.office) typed.office = delivery.office;
      return { ...base, typed };
    }
    case "check":
      return {
        ...base,
        typed: {
          certificate: preferences ? (preferences.certificate ? "yes" : "no") : "yes",
          receipt: preferences ? (preferences.receipt ? "yes" : "no") : "yes",
        },
      };
  }
}
