/** How the staff console's mail page names what the outbox records: a message's kind and where it stands. */
export const mailKindWords: Record<string, string> = {
  "sign-in": "Sign-in link",
  status: "Application status",
  decision: "Decision made, to the recommender",
  donation: "Donation received, to the donor",
};

export const mailStateWords: Record<string, string> = {
  sent: "Sent",
  expired: "Set aside: too late to send",
  abandoned: "Set aside: interrupted while sending, again and again",
  pending: "Waiting: will be retried",
  sending: "Sending",
};

/** A waiting message that was never tried is not a retry. */
export function mailStateWord(state: string, attempts: number): string {
  if (state === "pending" && attempts === 0) return "Waiting to be sent";
  return mailStateWords[state] ?? state;
}

export const mailSearchWords = {
  heading: "Did an email go out?",
  intro: "Type a person's email address to see every message the portal wrote to them, and whether it was sent.",
  label: "Their email address",
  button: "Find their emails",
  badAddress: "Please type a whole email address, such as name@example.org.",
  found: (count: number, address: string, sent: number) =>
    `${count} ${count === 1 ? "message" : "messages"} to ${address}, ${sent} of them sent. Newest first.`,
  none: (address: string) => `No message to ${address} is in the outbox.`,
  kept: (days: number) =>
    `Messages are kept for ${days} days after they are sent or set aside; older ones are no longer listed.`,
} as const;
