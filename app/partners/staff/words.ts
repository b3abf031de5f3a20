/** The staff console's words for partner organisations (`/staff/partners`), in English like the rest of it. */
export const partnerStatusWords: Record<string, { label: string; about: string }> = {
  Applied: { label: "Applied", about: "Sent an application; waiting for a decision." },
  Active: { label: "Active", about: "Partners now: applicants can name them." },
  Inactive: { label: "Inactive", about: "Declined, or no longer partners." },
  "": { label: "No status", about: "Records the CRM sent without a status." },
};

export const partnerStatusLabel = (status: string | null) =>
  partnerStatusWords[status ?? ""]?.label ?? `Unknown status (${status})`;

export const MAX_DECLINE_LENGTH = 500;

export const partnerReviewMessages = {
  formOnly: "Please use the buttons on this page. Nothing was changed.",
  writeReason: "Write the sentence the organization will read, saying why. Nothing was changed.",
  reasonTooLong: `Keep the sentence to ${MAX_DECLINE_LENGTH} characters or fewer. Nothing was changed.`,
  changed: (now: string) =>
    `A colleague changed this partner while you were looking: it is now ${now}. Nothing was changed; check it again below.`,
  notNow: (now: string) => `This partner is ${now}: it cannot be approved or declined now. Nothing was changed.`,
  approved: (name: string, emailed: boolean) =>
    `${name} is now an active partner.${emailed ? " Its contact was emailed." : " It has no contact email, so nobody was emailed."}`,
  declined: (name: string, emailed: boolean) =>
    `${name} was declined (now inactive).${emailed ? " Its contact was emailed the sentence." : " It has no contact email, so nobody was emailed."}`,
};
