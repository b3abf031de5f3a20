/**
 * The form that starts a supporter's page, read (issue 48 §3): their name (one line, up to 80 characters), their
 * email, why it matters to them in their own words (paragraphs kept, up to 2,000 characters), a goal in whole
 * dollars from $10 to $100,000 (kept in whole cents) and whether the page is listed on the campaign's. Pure.
 */
import { hasControl, plainText, readEmail, type StepReading } from "~/kits/forms/reading";
import type { Locale } from "~/i18n/locale";
import type { NewSupporter } from "./supporterStore.server";

export const SUPPORTER_FIELDS = ["name", "email", "why", "goal", "listed"] as const;
export type SupporterTyped = Record<(typeof SUPPORTER_FIELDS)[number], string>;
export type SupporterError = "name" | "email" | "why" | "goal";

export const emptySupporter = Object.fromEntries(SUPPORTER_FIELDS.map((field) => [field, ""])) as SupporterTyped;

/** Their words: paragraphs kept (blank lines), tabs and line ends the only controls, at most 2,000 characters. */
function whyOf(typed: string): string | null {
  const why = typed.replace(/\r\n?/g, "\n").trim();
  return why && why.length <= 2000 && !hasControl(why.replace(/[\n\t]/g, " ")) ? why : null;
}

export function readSupporter(typed: SupporterTyped, locale: Locale): StepReading<NewSupporter, SupporterError> {
  const errors: Partial<Record<string, SupporterError>> = {};
  const name = plainText(typed.name, 80);
  if (!name) errors.name = "name";
  const email = readEmail(typed.email);
  if (!email) errors.email = "email";
  const why = whyOf(typed.why);
  if (!why) errors.why = "why";
  const goal = typed.goal.trim().replace(/^\$/, "").replace(/,/g, "");
  const goalDollars = /^\d{1,6}$/.test(goal) ? Number(goal) : 0;
  if (goalDollars < 10 || goalDollars > 100_000) errors.goal = "goal";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: name!,
      email: email!,
      why: why!,
      goalCents: goalDollars * 100,
      listed: typed.listed === "yes",
      locale,
    },
  };
}
