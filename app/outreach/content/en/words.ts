/** The inbox's and newsletter's public pages, emails and texts in English; `../es/words.ts` says the same in Spanish. */
import type { ContactTopic } from "~/outreach/topics";

export const topics: Record<ContactTopic, string> = {
  donating: "Donating computers or funds",
  applying: "Applying for a computer",
  partnering: "Partnering with us",
  "computer-drive": "Hosting a computer drive",
  "day-of-service": "Planning a day of service",
  press: "Press and media",
  other: "Something else",
};

/** The sentences of a field or form that cannot be used, by key. */
export const errors = {
  topic: "Choose what your message is about.",
  name: "Enter your name.",
  nameCharacters: "Your name has a character we cannot keep. Type it again with letters only.",
  email: "Enter an email address like name@example.com.",
  phone: "Enter a US mobile number of 10 digits, like 201-555-0123.",
  emailOrPhone: "Give an email address or a mobile number, so we can answer you.",
  message: "Write your message (up to 4,000 characters).",
  why: "Tell us why you would like to join the board (up to 4,000 characters).",
  skills: "Tell us which skills you would bring (up to 4,000 characters).",
  cv: "Attach your CV as a PDF, JPEG or PNG file.",
  cvType: "Your CV must be a PDF, JPEG or PNG file.",
  cvSize: "Your CV is larger than 5 MB. Send a smaller file.",
  stale: "This form had expired. Your answers are kept: send it again.",
  limited: "Too many messages were sent from here in the last hour. Please try again later.",
};

export const form = {
  summary: "Please check these answers",
  name: "Your name",
  email: "Your email address",
  emailHint: "We answer here. Give this, a mobile number, or both.",
  phone: "Your mobile number",
  phoneHint: "If you give only a number, we confirm by text and call you back.",
};

export const contact = {
  heading: "Send us a message",
  intro: "We read every message and answer within two working days.",
  topic: "What is your message about?",
  chooseTopic: "Choose a topic",
  message: "Your message",
  submit: "Send message",
  sentHeading: "Thank you, your message was sent",
  sentByEmail: (email: string) => `We sent a confirmation to ${email}. We will answer you there.`,
  sentByText: (phone: string) => `We texted a confirmation to your number ending in ${phone}. We will call you back.`,
};

export const board = {
  title: "Join Our Board",
  intro:
    "Our Board of Directors guides our work to close the digital divide. Tell us about yourself and attach your CV; we answer every application.",
  why: "Why would you like to join our board?",
  skills: "Which skills and experience would you bring?",
  cv: "Your CV",
  cvHint: "A PDF, JPEG or PNG file of up to 5 MB.",
  submit: "Send application",
  sentHeading: "Thank you, your application was sent",
  sent: "We will read it and write to you.",
};

export const newsletter = {
  title: "Our newsletter",
  intro: "News of our work, a few times a year. We send a link to confirm your address first.",
  email: "Your email address",
  submit: "Send me the link",
  checkHeading: "Check your email",
  check: (email: string) =>
    `We sent a link to ${email}. Open it to confirm your address; until then, you are not signed up.`,
  confirmHeading: "Confirm your address",
  confirmIntro: "Press the button to receive our newsletter at this address.",
  confirm: "Confirm my address",
  confirmedHeading: "You are signed up",
  confirmed: "Thank you. Our newsletter will come to your address; every email has a link to unsubscribe.",
  linkUsed: "This link was already used or has expired. Sign up again to receive a new one.",
  unsubscribeHeading: "Unsubscribe from our newsletter",
  unsubscribeIntro: "Press the button and we stop sending you our newsletter at once.",
  unsubscribe: "Unsubscribe",
  unsubscribedHeading: "You are unsubscribed",
  unsubscribed: "We will not send you our newsletter any more. You can sign up again at any time.",
  unknownLink: "This link is not one of ours. Check that you copied all of it.",
  back: "Back to the home page",
};

export const emails = {
  contactSubject: (topic: string) => `Your message to us: ${topic}`,
  contactReceived: (name: string) =>
    `Hello ${name}, thank you for writing to us. We received your message and will answer within two working days.`,
  yourMessage: "Your message:",
  replyIntro: "Our answer to your message.",
  boardSubject: "Your application to our board",
  boardReceived: (name: string) =>
    `Hello ${name}, thank you for applying to join our Board of Directors. We received your application and CV and will write to you.`,
  confirmSubject: "Confirm your newsletter sign-up",
  confirmText: "Someone, we hope you, asked for our newsletter at this address. Open this link to confirm it:",
  confirmLink: "Confirm my address",
  notYou: "If it was not you, do nothing: without confirming, you receive nothing.",
  welcomeSubject: "You are signed up for our newsletter",
  welcomeText: "Thank you for confirming. Our newsletter will come to this address.",
  unsubscribeText: "To stop receiving our newsletter at any time:",
  unsubscribeLink: "Unsubscribe",
};

export const texts = {
  contactReceived: "we received your message and will call you back within two working days.",
  boardReceived: "we received your board application and will be in touch.",
};
