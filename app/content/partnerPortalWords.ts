/** The partner portal's words, in English (Spanish: `es/partnerPortalWords.ts`). Its status labels are the tracker's. */

export const meta = {
  site: "Partner portal",
  noindex: "noindex, nofollow",
};

export const signIn = {
  title: "Partner portal",
  intro:
    "Caseworkers of our partner organizations sign in here to follow the people they nominated. Enter your work address; we email you a link that signs you in.",
  email: "Email",
  send: "Email me a sign-in link",
  sent: "If this address belongs to a caseworker of an active partner, we have sent it a sign-in link. It works once, for 15 minutes.",
  signedOut: "You are signed out.",
};

export const linkPage = {
  title: "Partner portal sign-in",
  continueIntro: "Press Continue to open the partner portal.",
  continue: "Continue",
  failed: "This sign-in link has expired or was already used. Ask for a new one.",
  askAgain: "Ask for a new sign-in link",
  sessionFailed: "You could not be signed in just now. Please try again in a moment.",
};

export const choose = {
  title: "Which partner are you acting for?",
  intro:
    "Your address is listed by more than one partner organization. Choose the one whose applicants you want to see.",
  submit: "Open",
  switch: "Act for another partner",
};

export const frame = {
  signedInAs: (email: string) => `Signed in as ${email}`,
  actingFor: (partner: string) => `Acting for ${partner}`,
  signOut: "Sign out",
};

export const list = {
  title: (partner: string) => `Applicants nominated by ${partner}`,
  intro: "Everyone who named your organization when they applied, newest first.",
  countsHeading: "By status",
  none: "Nobody has named your organization yet.",
  name: "Name",
  status: "Status",
  applied: "Applied",
  letter: "Letter",
  letterIn: "Received",
  letterMissing: "Not yet",
  unknownStatus: "Not yet known",
  unknownDate: "Not known",
  download: "Download this list (CSV)",
};

/** The list as a CSV file, for the partner's own funders: its name and column headings. */
export const csv = {
  fileName: "applicants.csv",
  columns: ["Name", "Status", "Applied", "Letter", "Devices delivered"],
};

export const applicant = {
  back: "Back to your applicants",
  contact: "Contact details",
  email: "Email",
  phone: "Phone",
  notGiven: "Not given",
  asked: "What they asked for",
  laptops: "Laptops",
  desktops: "Desktops",
  tablets: "Tablets",
  nothingAsked: "No device named",
  status: "Status",
  applied: "Applied",
  recommendation: "Recommendation",
  recommender: "Recommender",
  letterIn: "The letter is in.",
  letterMissing: "The letter has not arrived yet.",
  requested: (date: string) => `Requested on ${date}.`,
  received: (date: string) => `Received on ${date}.`,
};

export const errors = {
  notFound: "Page not found",
  notFoundText: "There is no such page in the partner portal.",
  failed: "Something went wrong",
  failedText: "The page could not be shown. Please try again in a moment.",
  home: "Back to the partner portal",
};

export const email = {
  subject: "Your sign-in link to the partner portal",
  greeting: "Hello,",
  useLink: "Use this link to open the partner portal. It works once and expires in 15 minutes:",
  open: "Open the partner portal",
  ignore: "If you did not ask to sign in, you can ignore this email.",
};
