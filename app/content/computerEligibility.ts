/**
 * The computer programme's rules as the eligibility page states them, above the income requirements form: who may
 * get a computer, in words, so a visitor need not open the third-party form to learn them. The regions are the
 * organisation's (app/config/org.ts); the income rule is the form's until the applications' own rule is written here.
 */
import { org } from "~/config/org";

/** 'New Jersey, New York City or Massachusetts' */
export const serviceRegionsText = `${org.serviceRegions.slice(0, -1).join(", ")} or ${org.serviceRegions.at(-1)}`;

export const computerEligibility = {
  intro: "A free refurbished computer is for people who meet all three rules below. Read them before you apply.",
  rulesHeading: "Who can get a computer",
  rules: [
    { title: "Where you live", text: `You live in ${serviceRegionsText}.` },
    {
      title: "A recommendation",
      text: "A staff member of a nominating non-profit that knows you recommends you. You name them when you apply, and we email them to ask for the letter.",
    },
    {
      title: "Your household's income",
      text: "Someone in your household receives a benefit programme, or your household's income is under the limit for its size: both are set out in figures below. We check your answers when we review your application.",
    },
  ],
  afterRules:
    "Our committee reviews every application against these rules. You can follow yours in the digital portal.",
  formHeading: "Income requirements form",
} as const;
