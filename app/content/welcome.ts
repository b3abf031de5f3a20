/**
 * `/welcome`, the page for new owners of a computer from us (issue 50 §2), linked from the delivery's email and
 * text: its words and links, which the organisation edits (the Spanish twin is `es/welcome.ts`). Other sites are
 * named by their id in `app/config/welcomeServices.ts`, which holds each one's address in both languages, to be
 * confirmed (docs/content-to-supply.md); no phone number or street address is given that the organisation has not
 * supplied.
 */
import type { WelcomeService } from "~/config/welcomeServices";

/** A link to a page of this site (`to`) or to another site, named by its id in `app/config/welcomeServices.ts`. */
export type WelcomeLink = { text: string; to: string } | { text: string; id: WelcomeService };
export type WelcomeSection = { id: string; heading: string; text: string; links: WelcomeLink[] };

export const welcomeIntro = {
  heading: "Welcome to your new computer",
  text: "Here is where to start: getting online, finding work, learning, help with food, benefits and health, and staying safe online. Keep this page: it is always at this address.",
};

export const welcomeSections: WelcomeSection[] = [
  {
    id: "online",
    heading: "Getting online",
    text: "A computer needs internet. Our Shield plan is low-cost mobile internet with no contract and no credit check. Lifeline is a federal programme that lowers the cost of phone or internet service for households with a low income or that receive benefits such as SNAP or Medicaid.",
    links: [
      { text: "Our Shield internet plan", to: "/shield" },
      {
        text: "Lifeline, from the Federal Communications Commission (FCC)",
        id: "lifeline",
      },
    ],
  },
  {
    id: "jobs",
    heading: "Jobs",
    text: "Search for jobs, write a résumé and find free training and job centres near you.",
    links: [{ text: "CareerOneStop, from the U.S. Department of Labor", id: "careerOneStop" }],
  },
  {
    id: "learning",
    heading: "School and learning",
    text: "Learn to use your computer, then keep learning: free classes with us, and free lessons online for every age.",
    links: [
      { text: "Our free digital skills classes", to: "/dsclasses" },
      { text: "GCFGlobal: free lessons on computers, email and the internet", id: "gcfGlobal" },
      { text: "Khan Academy: free courses for students of every age", id: "khanAcademy" },
    ],
  },
  {
    id: "benefits",
    heading: "Food and benefits",
    text: "Find out which government benefits you may receive, and apply for food assistance (SNAP) in your state.",
    links: [
      { text: "Government benefits, on USA.gov", id: "benefits" },
      {
        text: "SNAP in your state, from the U.S. Department of Agriculture",
        id: "snap",
      },
    ],
  },
  {
    id: "health",
    heading: "Health",
    text: "Find health insurance, and a health centre near you that charges by what you can pay.",
    links: [
      { text: "HealthCare.gov: health insurance", id: "healthInsurance" },
      { text: "Find a health centre, from HRSA", id: "healthCentres" },
    ],
  },
  {
    id: "safety",
    heading: "Staying safe online",
    text: "Never give a password or a code to someone who calls, texts or emails you. Learn how to spot scams, protect your accounts and keep your computer up to date.",
    links: [{ text: "Consumer advice on scams and online safety, from the FTC", id: "onlineSafety" }],
  },
  {
    id: "help",
    heading: "Where to get help",
    text: "If something is wrong with your computer, ask us for help: sign in to your application's page with the email address or mobile number you gave us. For anything else, write to us.",
    links: [
      { text: "Ask us for help with your computer", to: "/portal/help" },
      { text: "Contact us", to: "/contact" },
    ],
  },
];
