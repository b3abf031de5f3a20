/** The staff console's words for requests for help and shared stories (issue 50 §2); English only. */
import type { HelpOutcome } from "~/applications/helpRequests";

export const outcomeLabels: Record<HelpOutcome, string> = {
  "fixed-remotely": "Fixed remotely",
  replaced: "Replaced",
  returned: "Returned",
};

export const sourceLabels = { tracker: "the tracker", "follow-up": "the follow-up's link", text: "a text reply" };

export const helpMessages = {
  notFound: "There is no such request for help.",
  changed: "A colleague acted on this request meanwhile: see it as it is now.",
  closed: "This request is closed: it takes no more answers.",
  noMobile: "This person has no mobile number to text: answer by email.",
  noEmail: "This person has no email address: answer by text.",
  tooLongForText: "This answer does not fit in two text messages: shorten it, or answer by email.",
  writeAnswer: "Write the answer the person reads.",
  chooseOutcome: "Choose how it ended: fixed remotely, replaced or returned.",
  formOnly: "Use the form on this page.",
  answered: (via: "email" | "text") => `Answered by ${via}: it is on its way.`,
  closedAs: (outcome: HelpOutcome) => `Closed: ${outcomeLabels[outcome].toLowerCase()}.`,
  storyShown: "The story is on /impact (once the page's cached copy renews).",
  storyHidden: "The story is no longer on /impact.",
  noStory: "There is no such story.",
};
