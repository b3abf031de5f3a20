/**
 * Where each kind of person signs in (issue 45): the site has a sign-in per service (the digital portal, the
 * partner portal, the Shield account) and none for money donors or class students, whose links come by email or
 * text. Shown on /auth and /partner, and named in the footer's "Sign in" column; Spanish in `es/signInPlaces.ts`.
 */
import type { ContentLink } from "./schemas";

export type SignInPlace = { key: string; who: string; text: string; link: ContentLink };

export const signInPlaces = {
  heading: "Where to sign in",
  intro: "Each of our services has its own sign-in. Find yours:",
  /** Said instead of the link on the page that is that person's sign-in. */
  here: "That is this page: use the form above.",
  places: [
    {
      key: "applicant",
      who: "Applied for a computer?",
      text: "Follow your application on the digital portal, with the email address or mobile number you gave on it.",
      link: { text: "Sign in to the digital portal", to: "/auth" },
    },
    {
      key: "device-donor",
      who: "Gave us computers?",
      text: "The same digital portal shows your donations, their data destruction and your documents, with the email address you gave them with.",
      link: { text: "Sign in to the digital portal", to: "/auth" },
    },
    {
      key: "money-donor",
      who: "Gave money?",
      text: "There is no account to sign in to: the receipt for your gift is emailed to you when you give. A question about a gift?",
      link: { text: "Contact us", to: "/contact" },
    },
    {
      key: "caseworker",
      who: "A caseworker at a partner organization?",
      text: "The people you nominated, their recommendations and your classes are in the partner portal. Sign in there with your work email address, not on the digital portal.",
      link: { text: "Sign in to the partner portal", to: "/partners" },
    },
    {
      key: "subscriber",
      who: "A Shield internet subscriber?",
      text: "Your plan, your invoices and cancelling are in your Shield account, with the email address you subscribed with.",
      link: { text: "Sign in to your Shield account", to: "/shield/account" },
    },
    {
      key: "student",
      who: "Signed up for a class?",
      text: "There is nothing to sign in to: the email or text we sent you has the links to confirm or cancel your place, and your certificate comes the same way.",
      link: { text: "See the classes", to: "/dsclasses" },
    },
    {
      key: "volunteer",
      who: "Volunteered with us?",
      text: "The digital portal shows your shifts, your hours and your letter of hours, with the email address or mobile number you signed up with.",
      link: { text: "Sign in to the digital portal", to: "/auth" },
    },
  ] satisfies SignInPlace[],
};
