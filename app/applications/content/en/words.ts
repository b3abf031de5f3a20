/**
 * The words of the device application made on this site, in English (the Spanish twin is
 * `../es/words.ts`): its pages, its sentences for each answer that cannot be used, the recommender's
 * page and the emails it sends. Amounts and dates come in already formatted for the language.
 */
/** The benefit programmes that qualify a household whatever its income (the screener's question and its refusal). */
const programmes = "SNAP, Medicaid, SSI or free school lunch";

export const steps = {
  screener: "Can you apply?",
  about: "About you",
  devices: "Devices",
  recommender: "Your recommender",
  check: "Check and send",
};

export const pages = {
  title: "Apply for a computer",
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  continue: "Continue",
  back: "Back",
  saveForLater: "Save and finish later",
  saveForLaterHint:
    "We send you a link that brings back your answers: by text if you chose texts or gave only a mobile number, by email otherwise. It works once, for 14 days.",
  errorSummary: "Some answers need a change:",
  optional: "(optional)",
  yes: "Yes",
  no: "No",
  leadIn:
    "It takes about 10 minutes. Your answers are kept on our server as you go, so Back and reloading lose nothing.",
};

export const screener = {
  intro: "First, four questions to check you can apply. Nothing personal yet.",
  zip: "ZIP code",
  zipHint: "The 5 digits of where you live.",
  householdSize: "How many people live in your household?",
  programme: `Does anyone in your household receive ${programmes}?`,
  income: "Total household income in the last 12 months",
  incomeHint: "In dollars, before taxes. Only if you answered No. We use it only for this check and never keep it.",
};

export const refused = {
  regionTitle: "We cannot take this application",
  region: (zip: string) =>
    `We give computers to people who live in New Jersey, New York City or Massachusetts, and ZIP code ${zip} is not in them.`,
  incomeTitle: "We cannot take this application",
  income: (people: string, limit: string, percent: number) =>
    `For a household of ${people}, the income must be under ${limit} (${percent}% of the federal poverty guideline), or someone must receive ${programmes}.`,
  noticeKept: "We kept nothing you typed here.",
  otherHelp: "What else can help",
  internetPlan: "Low-cost mobile internet",
  internetPlanText: "Unlimited internet for low-income households, with no contract and no credit check.",
  classes: "Free digital skills classes",
  classesText: "Classes in New York City and northern New Jersey.",
  changeAnswers: "Change my answers",
};

/**
 * Who may apply, in figures, on /eligibility and /apply: the rules the screener applies (app/applications/screener.ts),
 * the limits computed from the same poverty guidelines (app/content/povertyGuidelines.ts).
 */
export const eligibility = {
  heading: "Who can apply, in figures",
  region: "You live in New Jersey, New York City or Massachusetts (we ask for the ZIP code where you live).",
  programme: `Someone in your household receives ${programmes}. Then your household's income does not matter.`,
  income:
    "Or your household's income over the last 12 months, before taxes, is under the limit for the number of people in it:",
  caption: (year: number, percent: number) =>
    `Household income limits for ${year} (${percent}% of the federal poverty guideline)`,
  sizeHeading: "People in your household",
  limitHeading: "Yearly income under",
  larger: (listed: number, amount: string) =>
    `For a household of more than ${listed} people, add ${amount} for each further person.`,
  source: (year: number) =>
    `From the ${year} federal poverty guidelines (U.S. Department of Health and Human Services) for the 48 contiguous states and the District of Columbia.`,
};

export const about = {
  fullName: "Full name",
  email: "Email",
  emailHint: "Give a mobile number, an email, or both.",
  phone: "Mobile number",
  phoneHint: "A US number, such as 201-555-0123.",
  contactBy: "How do you want to hear from us?",
  contactByChoices: { text: "By text message", email: "By e-mail" },
  contactByHint: "We send your application's number and news about it this way.",
  language: "Preferred language",
  languages: { en: "English", es: "Spanish" },
};

export const devices = {
  intro: "How many of each do you need? Up to 2 of each, at least one in all.",
  laptop: "Laptop",
  desktop: "Desktop",
  tablet: "Tablet",
};

export const recommender = {
  intro:
    "A person at a non-profit that knows you writes a short recommendation. We email them a link; your application is reviewed once it arrives.",
  organization: "Nominating organization",
  choose: "Choose an organization",
  notListed: "My organization is not listed",
  organizationOther: "Name of your organization",
  organizationOtherHint: "Only if it is not in the list.",
  firstName: "Recommender's first name",
  lastName: "Recommender's last name",
  email: "Recommender's email",
  emailHint: "Not your own email: the letter must come from the organization.",
  completedClass: (title: string, day: string) =>
    `You completed our class “${title}” on ${day}: staff will see it with your application.`,
  completedClassHosted: (title: string, day: string, partner: string) =>
    `You completed our class “${title}” on ${day}, hosted by ${partner}: it is chosen below, so they can recommend you. You may choose another organization.`,
};

export const check = {
  intro: "Please check your answers. Each has a link to change it.",
  change: "Change",
  zip: "ZIP code",
  householdSize: "People in your household",
  basis: "How you qualify",
  bases: {
    programme: "Someone in the household receives SNAP, Medicaid, SSI or free school lunch",
    income: "Household income under the limit (the figure is not kept)",
  },
  consentBefore: "The information I gave is true, and I agree to the ",
  privacyPolicy: "privacy policy",
  consentAfter: ".",
  send: "Send my application",
  none: "None",
};

export const errors = {
  zip: "Enter the 5 digits of your ZIP code, such as 07030.",
  householdSize: "Enter how many people live in your household, from 1 to 20.",
  programme: "Choose Yes or No.",
  income: "Enter your household's income in dollars, such as 24000, or answer Yes above.",
  fullName: "Enter your full name.",
  nameCharacters:
    "A name needs letters a reader can see: invisible characters and marks that turn the text around cannot be used.",
  email: "Enter an email address such as name@example.com.",
  phone: "Enter a US mobile number with its area code, such as 201-555-0123.",
  emailOrPhone: "Give a mobile number, an email, or both: we need one way to reach you.",
  textsNeedPhone: "To hear from us by text, give your mobile number.",
  emailNeeded: "To hear from us by email, give your email address.",
  language: "Choose English or Spanish.",
  deviceCount: "Choose 0, 1 or 2.",
  deviceTotal: "Ask for at least one device.",
  organization: "Choose your nominating organization, or 'My organization is not listed'.",
  organizationOther: "Enter the name of your organization.",
  recommenderFirst: "Enter your recommender's first name.",
  recommenderLast: "Enter your recommender's last name.",
  recommenderEmail: "Enter your recommender's email address such as name@organization.org.",
  recommenderIsApplicant: "This is your own email. Enter the email of the person at your organization.",
  consent: "Tick the box to confirm your answers are true and you agree to the privacy policy.",
  saveNeedsAddress:
    "Enter your mobile number or your email on the 'About you' step first, so we can send you the link.",
  saveNeedsAddressHere: "Enter your mobile number or your email above first, so we can send you the link.",
  tooMany: "Too many tries from here in a short time. Please wait a few minutes and try again.",
  incomplete: "Some steps are not finished yet.",
};

export const saved = {
  title: "We sent you a link",
  text: (email: string) =>
    `We sent a link to ${email}. It brings back your answers once, for 14 days. You can close this page.`,
  texted: (masked: string) =>
    `We sent a text with a link to the number ending ${masked}. It brings back your answers once, for 14 days. You can close this page.`,
  spam: "If it does not arrive in a few minutes, look in your spam folder.",
  continueNow: "Or continue now",
};

export const resume = {
  title: "Continue your application",
  text: "Press Continue to bring back your answers on this device.",
  continue: "Continue",
  spent: "This link was already used or has expired. Start again, or ask for a new link from the application.",
  startAgain: "Start an application",
  usedTitle: "This link was already used",
  used: "Your answers are still kept. We can send a new link to the email or the mobile number the application was saved with.",
  sendNewLink: "Send me a new link",
  newLinkSent:
    "We sent a new link to the email or the mobile number the application was saved with. It works once, for 14 days. You can close this page.",
};

/**
 * The page after 'Send my application' says the same for every address (decision record 084): what is true of a new
 * application and of an address that already has one is in the email to that address. It names the one channel the
 * application wrote to (issue 45): the email to the address, or the text to the number (its last two digits).
 */
export const sent = {
  title: "Thank you. Please check your email",
  text: (email: string) =>
    `We sent an email to ${email}. For a new application, it has your application's number and what happens next. If this address already has an application in progress, it says how to sign in and see it.`,
  titleText: "Thank you. Please check your texts",
  texted: (masked: string) =>
    `For a new application, we sent a text with its number to the number ending ${masked}. If this number already has an application in progress, no new one is made and no text is sent: sign in to see the one you have.`,
  trackByCode: (masked: string) =>
    `To see where your application stands at any time, sign in with a code we text you: on the sign-in page, enter the mobile number ending ${masked}, then the six-digit code.`,
  signInByCode: "Sign in with a texted code",
  spam: "If it does not arrive in a few minutes, look in your spam folder.",
  track: "You can sign in to the portal at any time, with the same email, to see where your application stands.",
  signIn: "Sign in to the portal",
};

export const recommend = {
  frameTitle: "Recommend someone for a computer",
  otherLanguage: "Esta página en español",
  title: "Recommend an applicant",
  forWhom: (applicant: string, organization: string) =>
    `${applicant} applied for a free computer and named you, at ${organization}, as their recommender.`,
  intro: "Three short questions. A letter is welcome but not required.",
  howKnown: "How do you know the applicant?",
  howLong: "For how long?",
  howLongHint: "For example: 2 years.",
  howHelp: "How would a computer help them?",
  servesRegion: "My organization is a non-profit that serves New Jersey, New York City or Massachusetts",
  letter: "A letter",
  letterHint: "A PDF, JPEG or PNG file, at most 5 MB.",
  send: "Send my recommendation",
  thanksTitle: "Thank you for your recommendation",
  thanks: "We received it and told the applicant. Their application can now be reviewed.",
  receivedTitle: "This recommendation was already received",
  received: (date: string) => `We received this recommendation on ${date}. Thank you.`,
  expiredTitle: "This link has expired",
  expired: (date: string) =>
    `This link worked until ${date}. The applicant can send it to you again from the portal, where they follow their application.`,
  replacedTitle: "This link no longer works",
  replaced:
    "The applicant asked for a new link or named another recommender. If they asked you again, use the newest email.",
  unknownTitle: "This link is not valid",
  unknown:
    "Please check that the whole address from the email was opened. The applicant can send the link again from the portal.",
  errors: {
    howKnown: "Say how you know the applicant, in a few words.",
    howLong: "Say for how long you have known the applicant.",
    howHelp: "Say how a computer would help them, in a few words.",
    servesRegion:
      "Tick the box to confirm your organization is a non-profit that serves New Jersey, New York City or Massachusetts.",
    letterType: "The letter must be a PDF, JPEG or PNG file. Nothing was kept; choose the file again.",
    letterSize: "The letter is larger than 5 MB. Nothing was kept; choose a smaller file.",
    form: "This form could not be read. Please send it again.",
  },
};

export const followUp = {
  title: "How is your computer working?",
  intro: "A few questions, to help us do better. Staff read every answer.",
  usingIt: "How are you using your computer?",
  workingWell: "Is it working well?",
  anythingElse: "Anything we should know?",
  send: "Send my answers",
  thanksTitle: "Thank you",
  thanks: "We received your answers.",
  answeredTitle: "We already have your answers",
  answered: (date: string) => `You answered on ${date}. Thank you.`,
  closedTitle: "This link does not work",
  closed: "It may have expired. If you want to tell us something, please write to us from the contact page.",
  contact: "Contact us",
  errors: {
    usingIt: "Say in a few words how you use your computer.",
    workingWell: "Choose Yes or No.",
    form: "This form could not be read. Please send it again.",
  },
};

export const tracker = {
  number: (number: string) => `Application number: ${number}`,
  heading: "Your recommendation letter",
  sentTo: (name: string, email: string, date: string) => `We asked ${name} (${email}) on ${date}.`,
  lastSent: (date: string) => `Last sent on ${date}.`,
  manage: "Send the request again, or name another recommender",
  pageTitle: "Your recommender",
  resend: "Send the request again",
  resendHint: "The same link goes to the same person, at most once a day.",
  resent: (email: string) => `We sent the request again to ${email}.`,
  tooSoon: "We sent it less than a day ago. Please try again tomorrow.",
  change: "Name another recommender",
  changeHint: "The link we sent before stops working; the new person gets their own.",
  changed: (email: string) => `We sent the request to ${email}. The earlier link no longer works.`,
  nothingWaiting: "Your application is not waiting for a letter any more.",
  backToPortal: "Back to my application",
};

export const emails = {
  alreadyOpen: {
    subject: "Someone tried to start an application with your email",
    greeting: "Hello,",
    body: "Someone just tried to send an application for a computer on our website with this email address. This address already has an application in progress, so we made no new one and nothing of yours changed.",
    track: "To see your application and where it stands, sign in with this address:",
    notYou:
      "If it was you, there is nothing more to do. If it was not, you can ignore this email: nobody sees your application without a link sent to this address.",
  },
  received: {
    subject: (number: string) => `We received your application ${number}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (number: string) => `We received your application for a computer. Its number is ${number}.`,
    next: (recommender: string) =>
      `Next, ${recommender} gets an email asking for their recommendation. We review your application once it arrives.`,
    recommended: (organization: string) =>
      `${organization} already recommended you with this application. We review it next.`,
    track: "See where your application stands, at any time:",
    thanks: "Thank you.",
  },
  recommend: {
    subject: (applicant: string) => `Recommendation requested for ${applicant}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (applicant: string, organization: string) =>
      `${applicant} applied for a free computer and named you, at ${organization}, as their recommender.`,
    ask: "Please answer three short questions, and attach a letter if you have one:",
    expires: (date: string) => `The link works once, until ${date}.`,
    notYou: "If you do not know this person, you can ignore this email.",
    reminderSubject: (applicant: string) => `Reminder: recommendation requested for ${applicant}`,
  },
  decision: {
    subject: (applicant: string) => `A decision was made on the application of ${applicant}`,
    greeting: (name: string) => `Hello ${name},`,
    // The short name can end with its initial's period ("María N."): no sentence ends right after it.
    body: (applicant: string) =>
      `Thank you for recommending ${applicant}: our committee has made its decision on their application, and we have told them.`,
    thanks: "Thank you for helping us put computers where they are needed.",
  },
  followUp: {
    subject: "How is your computer working?",
    greeting: (name: string) => `Hello ${name},`,
    body: "A few weeks ago you received a computer from us. A few short questions tell us how it is going:",
    expires: (date: string) => `The link works once, until ${date}.`,
    thanks: "Thank you.",
  },
  resume: {
    subject: "Your saved application",
    body: "Here is the link to bring back your answers and finish your application:",
    expires: (date: string) => `It works once, until ${date}.`,
    notYou: "If you did not start an application, you can ignore this email.",
  },
};
