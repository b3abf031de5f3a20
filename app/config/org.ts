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
   * Printed on certificates and donation receipts. The street address and the EIN are to be supplied
   * (docs/content-to-supply.md); until then they print as the bracketed placeholder, never as a number that looks real.
   */
  documents: {
    address: "[street address to be supplied], Hoboken, NJ [ZIP to be supplied]",
    ein: "[EIN to be supplied]",
    /** The section of the Internal Revenue Code the organisation is exempt under, stated on donation receipts. */
    taxExemption: "501(c)(3)",
    /**
     * Who signs certificates and receipts for the organisation: one fact, printed with the date each document is
     * issued. To be supplied (README, "Content to supply"); until then the bracketed placeholders print.
     */
    signer: { name: "[signer's name to be supplied]", title: "[signer's title to be supplied]" },
    /** The data-sanitisation standard every erasure follows: one fact, quoted by certificates and the verify page. */
    dataDestructionStandard: "NIST SP 800-88",
    /** Starts every certificate number, so a number read aloud or typed is recognisably ours. */
    certificatePrefix: "TA",
  },
} as const;
