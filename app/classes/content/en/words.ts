/** The public classes pages' and emails' words in English; `../es/words.ts` says the same in Spanish. */
import { endSentence } from "~/i18n/fullStop";
import { signUpErrors } from "~/kits/places/content/en/words";

export const list = {
  heading: "Upcoming classes",
  intro: "Sign up for a free seat. When a class is full, you can join its waitlist.",
  none: "No class of this course is open for sign-up right now. Check back soon.",
  seatsLeft: (seats: number) => (seats === 1 ? "1 seat left" : `${seats} seats left`),
  waitlist: "Full: waitlist",
  online: "Online",
  taughtIn: (language: string) => `Taught in ${language}`,
  meetings: (count: number) => (count === 1 ? "1 meeting" : `${count} meetings`),
  weekly: (count: number) => `Weekly, ${count} meetings`,
  details: "Details and sign-up",
};

export const languages = { en: "English", es: "Spanish" };

export const session = {
  back: "All classes",
  when: "When",
  where: "Where",
  language: "Language",
  seats: "Seats",
  hours: (hours: number) => `${hours} hours in all`,
  meetingsHeading: "Meetings",
  signUp: "Sign up",
  joinWaitlist: "Join the waitlist",
  closed: "Sign-up for this class is closed.",
  full: "This class is full. Sign up to join its waitlist: when a seat frees up, the first on the list is told by email or text.",
};

export const form = {
  title: (course: string) => `Sign up: ${course}`,
  intro:
    "Give an email address, a mobile number, or both. We send you a confirmation with a link to cancel: by email, or by text if you give only a number.",
  name: "Your name",
  email: "Your email address",
  emailHint: "The confirmation, with the class dates, and any seat offer are sent here.",
  phone: "Your mobile number",
  phoneHint: "A US number, such as 201-555-0123. Texted only if you give no email address.",
  teen: "I confirm the student is 13 to 18 years old.",
  submit: "Sign up",
  errors: {
    ...signUpErrors,
    nameCharacters:
      "Type your name with letters a reader can see: control characters and marks that turn the text around cannot be used.",
    teen: "This class is for ages 13 to 18: tick the box to confirm the student's age.",
    closed: "Sign-up for this class has just closed.",
  },
};

export const done = {
  seat: (name: string) => endSentence(`You have a seat, ${name}`),
  waitlist: (name: string, position: number) =>
    `The class is full, ${name}: you are number ${position} on its waitlist. We will tell you if a seat frees up.`,
  already: "This email address or number already has a place in this class. Your confirmation has the link to cancel.",
  emailSent: (email: string) => `We sent an email with the details and the link to cancel to ${email}.`,
  textSent: (masked: string) => `We sent a text with the link to cancel to the number ending ${masked}.`,
};

export const cancel = {
  title: "Cancel your place",
  question: (title: string) => `Cancel your place in “${title}”?`,
  button: "Cancel my place",
  cancelled: "Your place is cancelled. Thank you for letting us know: the seat goes to the next person waiting.",
  gone: "This link has been used or is no longer valid.",
};

export const offer = {
  title: "Confirm your seat",
  question: (title: string) => `A seat in “${title}” is yours if you confirm it.`,
  button: "Confirm my seat",
  confirmed: "Your seat is confirmed. See you in class!",
  gone: "This offer has passed: it was not confirmed in time, or the link was used.",
  /** When the offer stops being theirs: `deadline` from `emails.deadline`. */
  deadline: (deadline: string) => `Confirm it before ${deadline}, or it goes to the next person waiting.`,
};

export const emails = {
  seat: {
    subject: (title: string) => `Your seat: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (course: string, title: string) => `You have a seat in ${course}: ${title}.`,
  },
  waitlist: {
    subject: (title: string) => `Waitlist: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (title: string, position: number) =>
      `${title} is full. You are number ${position} on its waitlist: if a seat frees up, the first on the list is emailed and has up to 48 hours to take it, never past the start of the class.`,
  },
  offer: {
    subject: (title: string) => `A seat is free: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (title: string, deadline: string) =>
      `A seat in ${title} is free and offered to you. Confirm it before ${deadline} with the link below, or it goes to the next person waiting.`,
    linkLabel: "Confirm my seat",
  },
  cancelled: {
    subject: (title: string) => `Your place is cancelled: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (title: string) =>
      `Your place in ${title} is cancelled, as you asked. Thank you for letting us know: the seat goes to the next person waiting.`,
    calendar: "The attached calendar file removes the meetings from your calendar.",
  },
  /** An offer's deadline: `time` from clockTime, `day` a class day with its weekday. */
  deadline: (time: string, day: string) => `${time} on ${day}`,
  meetingLine: (day: string, starts: string, ends: string) => `${day}, ${starts} to ${ends}`,
  where: (place: string) => `Where: ${place}`,
  calendar: "The attached calendar file adds the meetings to your calendar.",
  cancelLink: "Cancel my place",
  cancelText: "If you cannot come, please cancel with this link so the seat goes to someone else:",
  thanks: "Thank you, the Tech Access team",
};

/** The certificate of completion (a PDF in the student's language) and what `/verify` says of one. */
export const certificate = {
  title: "Certificate of Completion",
  number: "Certificate number",
  statement: (org: string, name: string, course: string) => `${org} certifies that ${name} completed ${course}.`,
  heading: "The class",
  course: "Course",
  class: "Class",
  dates: "Dates",
  datesValue: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
  attended: "Meetings attended",
  attendedValue: (attended: number, total: number) => `${attended} of ${total}`,
  hours: "Hours attended",
  completedOn: "Completed on",
  verify: "Check this certificate at",
  verifyKind: "What it certifies",
  verifyKindValue: "The completion of a digital skills class",
  issuedBy: "Issued by",
};

/** The page the completion email's link opens, where the student downloads their certificate. */
export const certificatePage = {
  title: "Your certificate of completion",
  intro: (name: string, course: string) => `Congratulations, ${name}: you completed ${course}.`,
  download: "Download the certificate (PDF)",
  verify: "Anyone you show it to can check its number at",
  gone: "This link is not valid, or the certificate is no longer on record. If you think this is a mistake, contact us.",
};

export const completedEmail = {
  subject: (title: string) => `You completed ${title}: your certificate`,
  greeting: (name: string) => `Hello ${name},`,
  body: (course: string, title: string) =>
    `Congratulations: you completed ${course} (${title}). Your certificate of completion is ready.`,
  number: (number: string) => `Its number is ${number}: anyone can check it on our website.`,
  linkText: "Download your certificate with this link (keep this email: the link is yours alone):",
  linkLabel: "My certificate of completion",
  apply:
    "Next, you can apply for a free computer. Use this email address on the application: it shows you completed this class.",
  applyLabel: "Apply for a computer",
};

/** A partner's caseworker taking attendance in the partner portal (`/partners/classes`). */
export const hosted = {
  linkLabel: "Classes you host: take attendance",
  heading: "Classes you host",
  title: (partner: string) => `Classes hosted by ${partner}`,
  intro: "Take attendance at each meeting: tick who came, then save. Saving again corrects it.",
  none: "Your organisation hosts no class at the moment.",
  back: "All classes you host",
  meeting: (number: number, day: string, starts: string, ends: string) =>
    `Meeting ${number}: ${day}, ${starts} to ${ends}`,
  taken: "attendance taken",
  notTaken: "attendance not taken",
  present: (number: number) => `Present at meeting ${number}`,
  save: (number: number) => `Save attendance for meeting ${number}`,
  saved: (number: number, present: number) => `Attendance for meeting ${number} is saved: ${present} present.`,
  noStudents: "Nobody holds a seat in this class yet.",
  completes: (share: number) => `A student completes the class by attending at least ${share}% of its meetings.`,
  formOnly: "Please use the form on this page.",
  noMeeting: "This class has no such meeting.",
  /** A meeting still to come: `time` from clockTime, `day` a class day with its weekday. */
  opens: (time: string, day: string) => `Attendance opens when the meeting starts, at ${time} on ${day}.`,
  notYet: (time: string, day: string) =>
    `This meeting has not started yet: attendance opens at ${time} on ${day}. Nothing was saved.`,
};
