/**
 * The words the donor page's device list renders in the browser, in one record (a translation is a second record of
 * the same shape). The words of the impact and documents sections are with the documents' (`documentWords.ts`):
 * the server builds those sections' view, so their words need not ship to the browser.
 */
export const donorPageWords = {
  inProgress: "in progress",
  certificate: "Certificate",
  page: {
    outcome: "Outcome",
    destruction: "Data destruction",
    given: "Given to a person",
    recycledOutcome: "Recycled",
  },
} as const;
