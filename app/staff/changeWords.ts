/** The words of the staff console's page of changes for the CRM (`/staff/changes`), for the route and its tests. */
export const changeWords = {
  intro:
    "What this site created or changed: applicants, champions, devices given to people, recommendations, follow-ups, partner organizations and Shield subscriptions. It is what the CRM reads from the site's change feed; changes the CRM sent or an import loaded are not in it. Recommendation letters are not in it either.",
  latest: (cursor: string, when: string) => `The latest change is number ${cursor}, made ${when}.`,
  none: "Nothing has been created or changed on this site yet.",
  everything: "Download every change (CSV)",
  afterLabel: "Only changes after number",
  afterHint:
    "The number of the last change you already have (the cursor column of your last download). Leave it empty for every change.",
  download: "Download",
  badNumber: (typed: string) =>
    `“${typed}” is not a change number. Type a whole number, such as 120, or leave the box empty for every change.`,
  columnsHeading: "What the file holds",
  columns: [
    ["cursor", "the change's number; each later change has a larger one"],
    [
      "kind",
      "Contacts, Champions, Computer_Donors, Computer_Inventory, Recommendations, Follow_Ups, Partners, Donations, Shield_Subscriptions or Financial_Donations",
    ],
    ["id", "the record's id (for follow-ups, the applicant's; for donations, the reference)"],
    ["changedAt", "when, in UTC (ISO 8601)"],
    ["record", "the record as it is now, in the CRM's field names, as JSON; empty when it no longer exists"],
  ],
  once: "A record changed several times is listed once, at its latest change.",
} as const;
