import { describe, expect, it } from "vitest";
import {
  formatDollars,
  incomeLimitRows,
  incomeLimitWords,
  povertyGuideline,
  povertyGuidelines,
  shieldIncomeLimit,
} from "~/content/povertyGuidelines";

describe("the Shield income limits", () => {
  it("hold HHS's 2025 guidelines for the 48 contiguous states and DC, with their source", () => {
    expect(povertyGuidelines.year).toBe(2025);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(povertyGuideline)).toEqual([
      15_650, 21_150, 26_650, 32_150, 37_650, 43_150, 48_650, 54_150,
    ]);
    expect(povertyGuidelines.source.url).toBe(
      "https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines",
    );
    expect(povertyGuidelines.source.name).toContain("Health and Human Services");
  });

  it("are 200% of the guideline for each household size", () => {
    expect(incomeLimitRows).toEqual([
      { size: 1, limit: 31_300 },
      { size: 2, limit: 42_300 },
      { size: 3, limit: 53_300 },
      { size: 4, limit: 64_300 },
      { size: 5, limit: 75_300 },
      { size: 6, limit: 86_300 },
      { size: 7, limit: 97_300 },
      { size: 8, limit: 108_300 },
    ]);
    expect(shieldIncomeLimit(9)).toBe(119_300);
    expect(incomeLimitWords.larger()).toBe(
      "For a household of more than 8 people, add $11,000 for each additional person.",
    );
  });

  it("are written as whole dollars", () => {
    expect(formatDollars(108_300)).toBe("$108,300");
  });
});
