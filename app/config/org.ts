/**
 * The organisation's own details. The spec does not name the organisation; these values are placeholders
 * listed under "Content to supply" in the README, so the real name is set here once.
 */
export const org = {
  name: "Tech Access Non-Profit",
  legalName: "Tech Access Non-Profit, Inc.",
  shortName: "Tech Access",
  internetBrand: "Shield",
  email: "hello@example.org",
  founded: 2019,
  copyrightYear: 2025,
  offices: {
    nj: { label: "Hoboken, NJ office", city: "Hoboken", state: "NJ", since: 2021 },
    ma: { label: "Waltham, MA office", city: "Waltham", state: "MA", since: 2024 },
  },
  serviceRegions: ["New Jersey", "New York City", "Massachusetts"],
} as const;
