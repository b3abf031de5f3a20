/** Supporters' own pages, in English (Spanish: `../es/supporters.ts`). Issue 48 §3, decision 125. */
export const start = {
  heading: (title: string) => `Start your own page for “${title}”`,
  intro:
    "Raise money for this campaign among your family and friends. Your page shows why it matters to you and how close you are to your goal. Our staff look at every page before it is public.",
  name: "Your name, as your page shows it",
  email: "Email",
  emailHint: "We send a link to confirm it. It is never shown.",
  why: "Why it matters to you",
  whyHint: "In your own words. A blank line starts a paragraph.",
  goal: "Your goal in whole dollars",
  goalHint: "Such as 500.",
  listed: "Show my page among the supporters on the campaign's page",
  submit: "Send me the link",
  errorTitle: "Please check these answers:",
  errors: {
    name: "Give your name (up to 80 characters).",
    email: "Give an email address such as name@example.com.",
    why: "Say in a few words why it matters to you (up to 2,000 characters).",
    goal: "Give your goal in whole dollars, from $10 to $100,000, such as 500.",
  },
  problems: {
    stale: "This page was open too long. Please send it again.",
    limited: "Too many pages were started from here in the last hour. Please try again later.",
  },
  ended: (day: string) => `This campaign ended on ${day}; a page can no longer be started for it.`,
  sentHeading: "Check your email",
  sent: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your address; then our staff look at your page.`,
};

export const confirm = {
  heading: "Confirm your page",
  intro: "Press the button to confirm your email address and send your page to our staff.",
  button: "Confirm my page",
  doneHeading: "Your page is waiting for approval",
  done: "Thank you. Our staff look at every page before it is public; we will email you when yours is.",
  used: "This link was used already. We will email you when your page is public.",
  unknown: "This link is not known. Please check that it was copied whole.",
  stale: "This page was open too long. Please press the button again.",
};

export const page = {
  supports: (title: string) => `is raising money for “${title}”.`,
  why: (name: string) => `Why it matters to ${name}`,
  give: (name: string) => `Give through ${name}'s page`,
  campaign: (title: string) => `About the campaign “${title}”`,
  paused: (title: string) =>
    `This supporter's page is paused for now. You can still give to the campaign “${title}” on its own page.`,
  pausedHeading: "This page is paused",
};

export const ranking = {
  heading: "Supporters' pages",
  intro: "People raising money for this campaign on pages of their own, by dollars raised and then by donors.",
  none: "No supporter's page yet.",
  raised: (raised: string, donors: string) => `${raised} raised, ${donors}`,
  startOwn: "Start your own page",
};

export const givingThrough = (title: string, name: string) =>
  `Your gift goes to the campaign “${title}” through ${name}'s page.`;

export const emails = {
  confirmSubject: (title: string) => `Confirm your page for “${title}”`,
  confirmIntro: (title: string) =>
    `You started a page for the campaign “${title}”. Open this link to confirm your email address; then our staff look at your page:`,
  confirmIgnore: "If it was not you, do nothing: without this link the page is never shown.",
  approvedSubject: "Your page is public",
  approvedIntro: (title: string) =>
    `Our staff approved your page for the campaign “${title}”. It is public now; share its address:`,
};
