/**
 * The volunteer waiver's text in English, with its version: a new version is a new `version` here and in the
 * Spanish twin, and everyone signs it again at their next shift (docs/content-to-supply.md: for the organisation's
 * counsel to review).
 */
export const waiver = {
  version: "2026-1",
  paragraphs: [
    "I volunteer with Tech Access of my own free will and without pay. I will follow the instructions of the staff, including the safety rules for handling computers, tools and batteries.",
    "I understand that refurbishing and moving equipment carries some risk of injury. I accept that risk and release Tech Access, its staff and its volunteers from claims for injury or loss that arise from my volunteering, except where they are caused by gross negligence.",
    "I will keep private any personal information I see on donated devices or in the organisation's records, and I will not copy or keep any of it.",
    "Tech Access may use photographs taken at a shift in its reports unless I ask staff that I not be photographed.",
  ],
};
