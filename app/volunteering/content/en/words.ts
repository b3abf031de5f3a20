/** The volunteer shifts' public pages', emails' and texts' words in English; `../es/words.ts` says the same in Spanish. */
import { endSentence } from "~/i18n/fullStop";
import { signUpErrors } from "~/kits/places/content/en/words";

export const roles = {
  refurbishing: "Refurbishing computers",
  "drop-off": "Drop-off event",
  "class-helper": "Class helper",
  office: "Office",
};

export const list = {
  heading: "Upcoming shifts",
  intro:
    "Sign up for a shift with an email address or a mobile number. When a shift is full, you can join its waitlist.",
  none: "No shift is open for sign-up right now. Check back soon.",
  placesLeft: (places: number) => (places === 1 ? "1 place left" : `${places} places left`),
  waitlist: "Full: waitlist",
  remote: "Remote",
  minimumAge: (age: number) => `Ages ${age} and up`,
  signUp: "Sign up",
  joinWaitlist: "Join the waitlist",
};

export const form = {
  title: (shift: string) => `Sign up: ${shift}`,
  intro:
    "Give an email address, a mobile number, or both. We send you a confirmation with a link to cancel, and a reminder the day before: by email, or by text if you give only a number.",
  when: "When",
  where: "Where",
  name: "Your name",
  email: "Your email address",
  emailHint: "The confirmation and the reminder are sent here.",
  phone: "Your mobile number",
  phoneHint: "A US number, such as 201-555-0123. Texted only if you give no email address.",
  age: "Your age",
  ageHint: (minimum: number) => `This shift is for ages ${minimum} and up.`,
  waiverHeading: "Volunteer waiver",
  waiverIntro:
    "Before your first shift each year, you sign the waiver below. If you already signed it this year with the same email address or number, leave these fields empty.",
  waiverVersion: (version: string) => `Version ${version}`,
  signature: "To sign, type your full name (18 and over)",
  guardian: "Under 18: a parent or guardian signs by typing their own full name",
  submit: "Sign up",
  errors: {
    ...signUpErrors,
    nameCharacters:
      "Type your name with letters a reader can see: control characters and marks that turn the text around cannot be used.",
    age: "Type your age in years, such as 34.",
    tooYoung: "This shift is not open to volunteers of that age: see its minimum age.",
    signature: "Sign the waiver: type your full name.",
    signatureName: "Sign the waiver with the same name you gave above.",
    guardian: "A volunteer under 18 needs a parent or guardian to sign: type their full name.",
    guardianNotSelf: "The parent or guardian signs with their own name, not the volunteer's.",
    closed: "Sign-up for this shift has just closed.",
  },
};

export const done = {
  seat: (name: string) => endSentence(`You have a place, ${name}`),
  waitlist: (name: string, position: number) =>
    `The shift is full, ${name}: you are number ${position} on its waitlist. We will tell you if a place frees up.`,
  already: "This email address or number already has a place in this shift. Your confirmation has the link to cancel.",
  emailSent: (email: string) => `We sent an email with the details and the link to cancel to ${email}.`,
  textSent: (masked: string) => `We sent a text with the link to cancel to the number ending ${masked}.`,
  signed: (signedBy: string) => `The waiver is signed by ${signedBy}.`,
  back: "All shifts",
};

export const cancel = {
  title: "Cancel your place",
  question: (title: string) => `Cancel your place in “${title}”?`,
  button: "Cancel my place",
  done: "Your place is cancelled. Thank you for letting us know: it goes to the next person waiting.",
  gone: "This link has been used or is no longer valid.",
};

export const offer = {
  title: "Confirm your place",
  question: (title: string) => `A place in “${title}” is yours if you confirm it.`,
  button: "Confirm my place",
  done: "Your place is confirmed. See you there!",
  gone: "This offer has passed: it was not confirmed in time, or the link was used.",
  deadline: (deadline: string) => `Confirm it before ${deadline}, or it goes to the next person waiting.`,
};

export const emails = {
  greeting: (name: string) => `Hello ${name},`,
  seat: {
    subject: (title: string) => `Your volunteer shift: ${title}`,
    body: (role: string, title: string) => `You have a place in a volunteer shift (${role}): ${title}.`,
  },
  waitlist: {
    subject: (title: string) => `Waitlist: ${title}`,
    body: (title: string, position: number) =>
      `${title} is full. You are number ${position} on its waitlist: if a place frees up, the first on the list is told and has up to 48 hours to take it, never past the start of the shift.`,
  },
  offer: {
    subject: (title: string) => `A place is free: ${title}`,
    body: (title: string, deadline: string) =>
      `A place in ${title} is free and offered to you. Confirm it before ${deadline} with the link below, or it goes to the next person waiting.`,
    linkLabel: "Confirm my place",
  },
  cancelled: {
    subject: (title: string) => `Your place is cancelled: ${title}`,
    body: (title: string) =>
      `Your place in ${title} is cancelled, as you asked. Thank you for letting us know: it goes to the next person waiting.`,
  },
  reminder: {
    subject: (title: string) => `Tomorrow: ${title}`,
    body: (title: string) => `A reminder: your volunteer shift ${title} is tomorrow.`,
  },
  when: (day: string, starts: string, ends: string) => `When: ${day}, ${starts} to ${ends}`,
  where: (place: string) => `Where: ${place}`,
  deadline: (time: string, day: string) => `${time} on ${day}`,
  cancelText: "If you cannot come, please cancel with this link so the place goes to someone else:",
  cancelLink: "Cancel my place",
  thanks: "Thank you, the Tech Access team",
};

/** The texts: short, naming the organisation (`name`) and the shift's day and time, never the person's name. */
export const texts = {
  seat: (name: string, when: string, link: string) =>
    `${name}: you have a place in a volunteer shift on ${when}. Can't come? Cancel: ${link}`,
  waitlist: (name: string, when: string, position: number, link: string) =>
    `${name}: the volunteer shift on ${when} is full; you are number ${position} on its waitlist. To leave it: ${link}`,
  offer: (name: string, when: string, deadline: string, link: string) =>
    `${name}: a place in the volunteer shift on ${when} is free for you. Confirm by ${deadline}: ${link}`,
  cancelled: (name: string, when: string) => `${name}: your place in the volunteer shift on ${when} is cancelled.`,
  reminder: (name: string, when: string) =>
    `${name}: reminder, your volunteer shift is tomorrow, ${when}. Can't come? Reply NO.`,
  gaveUp: (name: string, when: string) =>
    `${name}: thank you for telling us. Your place in the volunteer shift on ${when} is given up.`,
  when: (day: string, time: string) => `${day} at ${time}`,
};

export const group = {
  title: "Plan a day of service",
  intro:
    "Bring your company, school or group for a day of volunteering. Tell us the day and how many people: staff confirm a shift for your group and email you one link to share, so each person signs up themselves.",
  askFor: "Plan a day of service for a group",
  leader: "Your name",
  email: "Your email address",
  organisation: "Your group (a company, a school…)",
  date: "The day you would like",
  dateHint: "A day after today, such as 2027-04-17.",
  people: "How many people",
  submit: "Send the request",
  done: (organisation: string) =>
    `Thank you: we received the request for ${organisation}. Staff will confirm the shift by email, with the link to share.`,
  errors: {
    leader: "Type your name.",
    email: "Type an email address such as name@example.com.",
    organisation: "Type your group's name.",
    date: "Type a day after today, such as 2027-04-17.",
    people: "Type how many people, from 2 to 200.",
    stale: "This form had expired. Check what you typed and send it again.",
    limited: "Too many requests from here in the last hour. Please try again later.",
  },
  message: {
    subject: (organisation: string) => `Your day of service: ${organisation}`,
    body: (organisation: string, day: string, places: number) =>
      `Your day of service for ${organisation} is confirmed: ${day}, with ${places} places.`,
    share: "Share this link with your group: each person signs up with it, and gets the details and a reminder.",
  },
};

export const hours = {
  title: "Your volunteer hours",
  intro:
    "Type the email address or mobile number you signed up with. We send a link to your shifts and hours, where you can download a letter of your hours for a school, an employer or SNAP's work rules.",
  contact: "Your email address or mobile number",
  submit: "Send me the link",
  sent: "If we have shifts for this email address or number, we sent a link to them. It works for one hour.",
  gone: "This link has expired or is not valid. Ask for a new one.",
  again: "Ask for a new link",
  shiftsHeading: "Your shifts",
  none: "No shift is recorded for you yet.",
  columns: { day: "Day", shift: "Shift", place: "Place", hours: "Hours" },
  states: { seat: "Signed up", waitlist: "Waitlist", offered: "Offered", cancelled: "Cancelled" },
  absent: "Did not attend",
  total: (hours: string) => `Hours recorded: ${hours}`,
  letter: "Download your letter of hours (PDF)",
  errors: {
    contact: "Type an email address such as name@example.com or a US mobile number such as 201-555-0123.",
    stale: "This form had expired. Check what you typed and send it again.",
    limited: "Too many requests from here in the last hour. Please try again later.",
  },
  email: {
    subject: "Your volunteer hours",
    body: "Here is the link to your volunteer shifts and hours, and to your letter of hours. It works for one hour.",
    label: "My volunteer hours",
  },
  text: (name: string, link: string) => `${name}: your volunteer shifts and hours (link for one hour): ${link}`,
};

/** The letter of hours (a PDF in the volunteer's language) and what `/verify` says of one. */
export const letter = {
  title: "Letter of Volunteer Hours",
  number: "Letter number",
  statement: (org: string, name: string, hours: string, shifts: number) =>
    `${org} confirms that ${name} volunteered ${hours} hours in ${shifts === 1 ? "1 shift" : `${shifts} shifts`}.`,
  heading: "The shifts attended",
  shiftLine: (day: string, title: string) => `${day}: ${title}`,
  hoursValue: (hours: string) => `${hours} h`,
  verify: "Check this letter at",
  verifyKind: "What it confirms",
  verifyKindValue: "Hours of volunteering",
  issuedBy: "Issued by",
  totalHours: "Hours",
  shiftsCount: "Shifts attended",
  dates: "From and to",
  datesValue: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
};

/** The portal's Volunteering section, for a volunteer signed in (by an emailed link or a texted code). */
export const portal = {
  heading: "Volunteering",
  comingHeading: "Your coming shifts",
  noneComing: "No shift is coming up for you.",
  findShift: "Find a shift",
  states: {
    seat: "You have a place.",
    waitlist: "You are on the waitlist.",
    offered: "A place is offered to you: confirm it by the link we sent.",
  },
  cancel: (title: string) => `Cancel my place in “${title}”`,
  pastHeading: "Your past shifts",
  nonePast: "No past shift is recorded yet.",
  notTaken: "Attendance not yet taken",
  waiverHeading: "Your waiver",
  waiver: (signedBy: string, signedFor: string, byGuardian: boolean, version: string, when: string) =>
    byGuardian
      ? `Signed by ${signedBy}, parent or guardian, for ${signedFor}: version ${version}, on ${when}.`
      : `Signed by ${signedBy} for ${signedFor}: version ${version}, on ${when}.`,
  gone: "This place is not one of your coming shifts.",
  back: "Back to your portal",
};
