/**
 * The device application screener's decision, from the applicant's answers: where they live first (a household outside
 * the regions is refused whatever else it answers), then a benefit programme, then household income.
 */
import { applicationIncomePercent } from "~/content/povertyGuidelines";
import { povertyGuideline } from "~/content/povertyGuidelines";
import { type Region, regionOfZip } from "~/kits/region/region";

export type ScreenerAnswers = {
  /** Already trimmed by the caller. */
  zip: string;
  householdSize: number;
  receivesProgramme: boolean;
  /** Yearly household income in dollars; null when not asked (the household receives a programme). */
  income: number | null;
};

export type ScreenerDecision =
  | { eligible: true; region: Region; basis: "programme" | "income" }
  | { eligible: false; rule: "region" }
  | { eligible: false; rule: "income"; limit: number; householdSize: number };

/** A household qualifies by income when it earns under this much a year, in whole dollars. */
export function incomeLimit(householdSize: number): number {
  return Math.round((povertyGuideline(householdSize) * applicationIncomePercent) / 100);
}

export function screen(answers: ScreenerAnswers): ScreenerDecision {
  const region = regionOfZip(answers.zip);
  if (region === null) return { eligible: false, rule: "region" };
  if (answers.receivesProgramme) return { eligible: true, region, basis: "programme" };
  const limit = incomeLimit(answers.householdSize);
  // No income given without a programme cannot show the household is under the limit.
  if (answers.income !== null && answers.income < limit) return { eligible: true, region, basis: "income" };
  return { eligible: false, rule: "income", limit, householdSize: answers.householdSize };
}
