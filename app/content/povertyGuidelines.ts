/**
 * The federal poverty guidelines the Shield income rule is measured against (under 200% of the Federal
 * Poverty Level), as published by HHS for one year. Replace the figures each January with the new year's
 * (docs/content-to-supply.md); the pages compute the income limits from this record.
 */
import { shieldService } from "./shieldProducts";

export const povertyGuidelines = {
  year: 2025,
  area: "the 48 contiguous states and the District of Columbia",
  source: {
    name: "U.S. Department of Health and Human Services, poverty guidelines",
    url: "https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines",
  },
  /** Yearly guideline for a household of one, in U.S. dollars. */
  onePerson: 15_650,
  /** Added for each further person in the household. */
  eachAdditionalPerson: 5_500,
  /** Household sizes listed one by one; larger households add `eachAdditionalPerson` per person. */
  sizesListed: 8,
} as const;

/** The yearly poverty guideline for a household of `size` people. */
export function povertyGuideline(size: number): number {
  return povertyGuidelines.onePerson + (size - 1) * povertyGuidelines.eachAdditionalPerson;
}

/** A household qualifies by income when it earns under this much a year: the guideline times the Shield percentage. */
export function shieldIncomeLimit(size: number): number {
  return Math.round((povertyGuideline(size) * shieldService.povertyLevelPercent) / 100);
}

export function shieldIncomeLimitPerExtraPerson(): number {
  return Math.round((povertyGuidelines.eachAdditionalPerson * shieldService.povertyLevelPercent) / 100);
}

export const incomeLimitRows: { size: number; limit: number }[] = Array.from(
  { length: povertyGuidelines.sizesListed },
  (_, index) => ({
    size: index + 1,
    limit: shieldIncomeLimit(index + 1),
  }),
);

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** '$31,300' */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

export const incomeLimitWords = {
  caption: `Household income limits for ${povertyGuidelines.year} (${shieldService.povertyLevelPercent}% of the federal poverty guideline)`,
  sizeHeading: "People in your household",
  limitHeading: "Qualifies if the household earns under, per year",
  larger: () =>
    `For a household of more than ${povertyGuidelines.sizesListed} people, add ${formatDollars(shieldIncomeLimitPerExtraPerson())} for each additional person.`,
  sourceNote: `Based on the ${povertyGuidelines.year} poverty guidelines for ${povertyGuidelines.area} (Alaska and Hawaii have their own, higher figures). Source:`,
} as const;

/**
 * The device application's income rule: a household qualifies by income when it earns under this percentage of the
 * federal poverty guideline (above). It is the percentage the organisation uses for its internet plan,
 * Shield (./shieldProducts); docs/content-to-supply.md lists it for the organisation to confirm for devices.
 */
export const applicationIncomePercent = 200;
