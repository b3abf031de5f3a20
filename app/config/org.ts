/**
 * The organisation's own details. The spec does not name the organisation; these values are placeholders
 * listed in docs/content-to-supply.md, so the real name is set here once.
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
  /**
   * Printed on certificates and donation receipts. Who signs them, the EIN and the street address are settings
   * (SIGNER_NAME and SIGNER_TITLE, ORG_EIN, ORG_ADDRESS: docs/settings.md); a document leaves out what is not set.
   */
  documents: {
    /** The section of the Internal Revenue Code the organisation is exempt under, stated on donation receipts. */
    taxExemption: "501(c)(3)",
    /** The data-sanitisation standard every erasure follows: one fact, quoted by certificates and the verify page. */
    dataDestructionStandard: "NIST SP 800-88",
    /** Starts every certificate number, so a number read aloud or typed is recognisably ours. */
    certificatePrefix: "TA",
  },
} as const;
