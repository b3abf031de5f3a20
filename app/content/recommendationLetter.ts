/**
 * The words of the upload-recommendation page, above the form: whom the letter is for (from the emailed link),
 * what to write in it and who may write it, so the recommender need not guess from the third-party form.
 */
import { serviceRegionsText } from "./computerEligibility";

export const recommendationLetter = {
  /** The applicant's name, when the emailed link carries it. */
  forApplicant: (name: string) =>
    `This letter is for ${name}, who applied to us for a free refurbished computer and named you as their recommender.`,
  forApplicantAt: (name: string, partner: string) =>
    `This letter is for ${name}, who applied to us for a free refurbished computer and named you, at ${partner}, as their recommender.`,
  forUnnamedApplicant:
    "This letter is for a person who applied to us for a free refurbished computer and named you as their recommender. Open this page from the link in the email we sent you, so the form knows whom your letter is for.",
  whatHeading: "What to write",
  whatIntro: "A few sentences are enough. Please say:",
  what: [
    "how you know the applicant, in which role, and for how long;",
    `that they live in ${serviceRegionsText};`,
    "why a computer would help them: school, work, looking for a job, health care online or staying in touch;",
    "your name, your role and the name of your non-profit, so we can reach you if we have a question.",
  ],
  whoHeading: "Who can write it",
  who: "A staff member of a nominating non-profit that serves the applicant: a caseworker, counsellor, teacher or programme manager who knows them. A family member or a friend cannot.",
  askHeading: "Questions",
  ask: "Not sure whether you should write it, or what to say? Ask the applicant, or email us:",
  formHeading: "Upload the letter",
} as const;
