/**
 * The device application's income rule: a household qualifies by income when it earns under this percentage of the
 * federal poverty guideline (./povertyGuidelines). It is the percentage the organisation uses for its internet plan,
 * Shield (./shieldProducts); docs/content-to-supply.md lists it for the organisation to confirm for devices.
 */
export const applicationIncomePercent = 200;
