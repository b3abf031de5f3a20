/** The partner portal's words, in English (Spanish: `../es/portal.ts`). Its status labels are the tracker's. */

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
  number: "Application number",
  noNumber: "None on this site",
  tableLabel: "Your applicants",
  status: "Status",
  applied: "Applied",
  letter: "Letter",
  letterIn: "Received",
  letterMissing: "Not yet",
  unknownStatus: "Not yet known",
  unknownDate: "Not known",
  download: "Download this list (CSV)",
  readyToCollect: "devices ready to collect",
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
  writtenByUs: (date: string) => `Recommendation written by your organization on ${date}.`,
  writeRecommendation: "Write the recommendation from here",
};

/** 'Handed over': the day an approved applicant collected the devices assigned to them. */
export const handover = {
  heading: "Handed over",
  intro: (count: number) =>
    `${count === 1 ? "This device is" : `These ${count} devices are`} ready for this applicant to collect. Once they have them, say on which day.`,
  device: (model: string | null, id: string) =>
    `${model ?? "A device whose model is not recorded"}, inventory id ${id}`,
  day: "Day they collected the devices",
  dayHint: "Today or an earlier day, not before the application was approved.",
  submit: "Handed over",
  done: (date: string) => `Thank you. The devices were recorded as handed over on ${date}, and the applicant was told.`,
  errors: {
    date: "Enter the day as a date, for example 2027-01-31.",
    future: "The day cannot be in the future.",
    beforeApproval: (date: string) => `The day cannot be before the approval, on ${date}.`,
    changed: "This applicant's devices or status changed meanwhile; the page now shows them as they are.",
    form: "The form could not be read. Please load the page again and try once more.",
  },
};

/** Writing the recommendation from the partner portal, with the recommender's questions. */
export const recommend = {
  title: "Write the recommendation",
  intro: (name: string) =>
    `You are writing the recommendation for ${name} on behalf of your organization. It counts as the letter the applicant needs, and the link we emailed their recommender stops working.`,
  alreadyIn: "The recommendation for this applicant is already in; there is nothing more to write.",
  done: (name: string) => `Thank you. The recommendation for ${name} is in.`,
};

/**
 * An application a caseworker fills in with a client (decision 093): the application's own steps and words, with
 * these around them.
 */
export const client = {
  start: "Start an application for a client",
  startIntro:
    "Sitting with a client? Fill in the application with them, in the same steps they would take. It is sent already recommended by your organization, and the client gets its number by text or by email, as they choose.",
  title: "Application for a client",
  drafts: "Applications you started and have not sent",
  draftsHint: "Only you see them here. Each is kept 30 days after it was last changed.",
  unnamed: "Client not named yet",
  changed: (date: string) => `last changed ${date}`,
  refusedKept: "Nothing typed on this step was kept. Change the answers if one was wrong.",
  recommendIntro: (partner: string) =>
    `You recommend this client on behalf of ${partner}. Your name and these three answers are kept as the recommendation, so no letter is asked for.`,
  firstName: "Your first name",
  lastName: "Your last name",
  recommendationHeading: "Your recommendation",
  agreedBefore:
    "The client read these answers (or heard them read), says they are true, and agrees that we send this application and keep their information as our ",
  privacyPolicy: "privacy policy",
  agreedAfter: " says.",
  send: "Send the application",
  sentTitle: "The application is sent",
  number: (number: string) => `Application number: ${number}`,
  emailed: (email: string) => `We sent the client this number in an email to ${email}.`,
  texted: (masked: string) => `We sent the client this number in a text to the number ending ${masked}.`,
  listed: "The application appears on your list of applicants, already recommended by your organization.",
  notMadeTitle: "No new application was made",
  notMade:
    "The client's email or mobile number already has an application in progress, so no new one was made. The owner of an email address is told by email; a number alone is sent nothing.",
  backToList: "Back to your applicants",
  errors: {
    firstName: "Enter your first name.",
    lastName: "Enter your last name.",
    agreed: "Tick the box once the client has agreed: the application is sent only then.",
    ownAddress:
      "The client's email on 'About you' is your own address. Enter the client's own email there, so the confirmation reaches them.",
  },
};

/** Confirming the partner's details for the year's cycle. */
export const renew = {
  pageTitle: "Confirm your details",
  title: (cycle: string) => `Confirm your details for ${cycle}`,
  intro:
    "Each year we ask our partners to check the details we hold about them. Correct anything that changed, then confirm.",
  confirmed: (cycle: string, date: string) =>
    `Your details for ${cycle} were confirmed on ${date}. You can still correct them here.`,
  organization: "Organization name",
  region: "Region",
  address: "Address",
  phone: "Phone",
  website: "Website (optional)",
  emails: "Caseworkers' email addresses",
  emailsHint: "One address a line. Each of them can sign in to this portal.",
  submit: "Confirm these details",
  done: (cycle: string) => `Thank you. Your details for ${cycle} are confirmed.`,
  link: (cycle: string) => `Confirm your details for ${cycle}`,
  errors: {
    summary: "Please correct what is marked below.",
    organization: "Enter the organization's name.",
    region: "Choose a region.",
    address: "Enter the address.",
    phone: "Enter a phone number.",
    website: "Enter the website's address starting with http:// or https://, or leave it empty.",
    emails: "Enter at least one email address, one a line, each like name@example.org.",
    selfRemoved: "Keep your own address in the list, or ask a colleague to confirm.",
    organizationScripts:
      "This name mixes letters of different alphabets (such as a Cyrillic “о” among Latin letters), so it would look like another name. Type it again with the letters of one alphabet. Nothing was changed.",
    nameTaken:
      "Another partner organization already has this name, or a name that looks the same. Enter your organization's own full name; if the two are one organization, write to us. Nothing was changed.",
  },
};

/** The invitation to confirm, sent to every contact of an active partner on January 1st. */
export const renewalEmail = {
  subject: (cycle: string) => `Please confirm your partner details for ${cycle}`,
  greeting: "Hello,",
  body: (partner: string, cycle: string, deadline: string) =>
    `A new partner cycle, ${cycle}, has begun. Please check the details we hold about ${partner} and confirm them, or correct them, by ${deadline}.`,
  how: "Sign in to the partner portal with this address, then open:",
  thanks: "Thank you for working with us.",
};

export const errors = {
  notFound: "Page not found",
  notFoundText: "There is no such page in the partner portal.",
  failed: "Something went wrong",
  failedText: "The page could not be shown. Please try again in a moment.",
  home: "Back to the partner portal",
};
