/** The words of a non-profit's application to become a partner, in English (Spanish: `../es/application.ts`). */

export const page = {
  title: "Apply to become a partner",
  intro:
    "Tell us about your organization. Staff read every application and write to the contact you name. It takes about ten minutes; every field is needed unless it says optional.",
  cycleNow: (year: string) =>
    `Sent today, your application joins the ${year} partnership cycle (the deadline is February 15th; later applications join the next year's cycle).`,
  errorSummary: "Some answers need a change:",
  optional: "(optional)",
  send: "Send the application",
  back: "Back to the partner page",
  tooMany: "Too many applications were sent from here in the last hour. Please try again later.",
  resend: "This form could not be read whole. Your answers are kept below: check them and send the form again.",
  stale:
    "This form was already used for another application. Your answers are kept below: check them and send the form again.",
  nameTaken:
    "An organization of this name, or of a name that looks the same, is already a partner or has applied. If it is yours, write to us instead of applying again; otherwise enter your organization's own full name.",
};

export const fields = {
  organization: "Organization name",
  ein: "Employer Identification Number (EIN)",
  einHint: "Nine digits, as on your IRS letter, such as 12-3456789.",
  region: "Where you serve",
  regions: { NJ: "New Jersey", NYC: "New York City", MA: "Massachusetts" },
  chooseRegion: "Choose a region",
  address: "Address of your physical location",
  addressHint: "Street, city, state and ZIP code.",
  website: "Website",
  websiteHint: "Starting with https:// or http://.",
  contactHeading: "The person we write to",
  contactName: "Full name",
  email: "Email",
  emailHint: "We send the decision here. Caseworkers who may sign in later are added by staff.",
  phone: "Phone",
  services: "The services your organization offers",
  distribution: "How you would give the computers to the people you serve",
  distributionHint: "Where people would pick them up, who hands them over, how you keep them safe until then.",
  confirmHeading: "The partner requirements",
  confirmMission: "Our mission is aligned with digital access and literacy in under-resourced communities.",
  confirmDistribution: "We can distribute devices responsibly and securely.",
};

export const errors = {
  organization: "Enter your organization's name (at most 160 characters).",
  ein: "Enter the EIN's nine digits, such as 12-3456789.",
  region: "Choose New Jersey, New York City or Massachusetts.",
  address: "Enter the address of your physical location (at most 240 characters).",
  website: "Enter the website's whole address, starting with https:// or http://, or leave it empty.",
  organizationScripts:
    "This name mixes letters of different alphabets (such as a Cyrillic “о” among Latin letters), so it would look like another name. Type it again with the letters of one alphabet.",
  contactName: "Enter the contact's full name.",
  nameCharacters:
    "A name needs letters a reader can see: invisible characters and marks that turn the text around cannot be used.",
  email: "Enter an email address such as name@example.org.",
  phone: "Enter a phone number with at least ten digits.",
  services: "Describe the services you offer (at most 2,000 characters).",
  distribution: "Describe how you would give out the computers (at most 2,000 characters).",
  confirmMission: "Confirm that your mission is aligned with digital access and literacy.",
  confirmDistribution: "Confirm that you can distribute devices responsibly and securely.",
};

export const sent = {
  heading: "Thank you: we received your application",
  body: (organization: string, year: string) =>
    `The application of ${organization} joins the ${year} partnership cycle.`,
  next: (email: string) => `Staff review it and write to ${email} when they have decided. We sent a copy there now.`,
  home: "Back to the home page",
};

export const emails = {
  received: {
    subject: "We received your partner application",
    greeting: (name: string) => `Hello ${name},`,
    body: (organization: string, year: string) =>
      `Thank you for applying to partner with us. The application of ${organization} joins the ${year} partnership cycle.`,
    ein: (ein: string) => `EIN: ${ein}`,
    next: "Our staff review every application and will write to you when they have decided.",
    thanks: "Thank you.",
  },
  approved: {
    subject: "Your organization is now a partner",
    greeting: (name: string) => `Hello ${name},`,
    body: (organization: string, year: string) =>
      `Welcome: ${organization} is now one of our nominating partners for the ${year} cycle. The people you serve can name you when they apply for a computer.`,
    portal: (link: string) =>
      `Your caseworkers see the people you nominated, and write their recommendations, in the partner portal: open ${link}, enter this email address and we send you a link that signs you in.`,
    caseworkers:
      "To let other caseworkers sign in, reply to this email with their addresses. Reply with any question too.",
    thanks: "Thank you for working with us for digital inclusion.",
  },
  declined: {
    subject: "Your partner application",
    greeting: (name: string) => `Hello ${name},`,
    body: (organization: string) =>
      `Thank you for applying to partner with us. We cannot accept the application of ${organization} this time.`,
    reason: (reason: string) => `Our reason: ${reason}`,
    again: "You are welcome to apply again for a later cycle. Reply to this email with any question.",
  },
};
