/**
 * Where each kind of person signs in (issue 45): the site has a sign-in per service (the digital portal, the
 * partner portal, the Shield account; money donors and volunteers use the digital portal's) and none for class
 * students, whose links come by email or text. Shown on /auth and /partner, and named in the footer's "Sign in" column; Spanish in `es/signInPlaces.ts`.
 */
import type { SignInPlaceKey } from "~/config/signInPlaces";

/** One kind of person's words; the address of their link is in `app/config/signInPlaces.ts`. */
export type SignInPlace = { who: string; text: string; linkText: string };

export const signInPlaces = {
  heading: "Where to sign in",
  intro: "Each of our services has its own sign-in. Find yours:",
  /** Said instead of the link on the page that is that person's sign-in. */
  here: "That is this page: use the form above.",
  places: {
    applicant: {
      who: "Applied for a computer?",
      text: "Follow your application on the digital portal, with the email address or mobile number you gave on it.",
      linkText: "Sign in to the digital portal",
    },
    "device-donor": {
      who: "Gave us computers?",
      text: "The same digital portal shows your donations, their data destruction and your documents, with the email address you gave them with.",
      linkText: "Sign in to the digital portal",
    },
    "money-donor": {
      who: "Gave money?",
      text: "The same digital portal shows your gifts, your monthly gift (to change, pause or cancel), your receipts and your year-end statements, with the email address you gave with.",
      linkText: "Sign in to the digital portal",
    },
    caseworker: {
      who: "A caseworker at a partner organization?",
      text: "The people you nominated, their recommendations and your classes are in the partner portal. Sign in there with your work email address, not on the digital portal.",
      linkText: "Sign in to the partner portal",
    },
    subscriber: {
      who: "A Shield internet subscriber?",
      text: "Your plan, your invoices and cancelling are in your Shield account, with the email address you subscribed with.",
      linkText: "Sign in to your Shield account",
    },
    student: {
      who: "Signed up for a class?",
      text: "There is nothing to sign in to: the email or text we sent you has the links to confirm or cancel your place, and your certificate comes the same way.",
      linkText: "See the classes",
    },
    volunteer: {
      who: "Volunteered with us?",
      text: "The digital portal shows your shifts, your hours and your letter of hours, with the email address or mobile number you signed up with.",
      linkText: "Sign in to the digital portal",
    },
  } satisfies Record<SignInPlaceKey, SignInPlace>,
};
