/**
 * Where a partner serves and where it stands, shared by the browser's form and the record schema: the three regions
 * the organisation works in (spec: NJ, NYC or MA), and a partner's status (applied, approved, or no longer one).
 */
export const partnerRegions = ["NJ", "NYC", "MA"] as const;
export type PartnerRegion = (typeof partnerRegions)[number];

export const partnerStatuses = ["Applied", "Active", "Inactive"] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
