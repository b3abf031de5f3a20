/**
 * `/welcome`, the page for new owners of a computer from us (issue 50 §2), linked from the delivery's email and
 * text: its words, which the organisation edits (the Spanish twin is `es/welcome.ts`). The sections' order and
 * their links' addresses are in `app/config/welcomeLinks.ts`, by the keys used here; no phone number or street
 * address is given that the organisation has not supplied.
 */
import type { WelcomeWords } from "~/config/welcomeLinks";

export const welcomeIntro = {
  heading: "Welcome to your new computer",
  text: "Here is where to start: getting online, finding work, learning, help with food, benefits and health, and staying safe online. Keep this page: it is always at this address.",
};

export const welcomeSections: WelcomeWords = {
  online: {
    heading: "Getting online",
    text: "A computer needs internet. Our Shield plan is low-cost mobile internet with no contract and no credit check. Lifeline is a federal programme that lowers the cost of phone or internet service for households with a low income or that receive benefits such as SNAP or Medicaid.",
    links: {
      shield: "Our Shield internet plan",
      lifeline: "Lifeline, from the Federal Communications Commission (FCC)",
    },
  },
  jobs: {
    heading: "Jobs",
    text: "Search for jobs, write a résumé and find free training and job centres near you.",
    links: {
      careerOneStop: "CareerOneStop, from the U.S. Department of Labor",
    },
  },
  learning: {
    heading: "School and learning",
    text: "Learn to use your computer, then keep learning: free classes with us, and free lessons online for every age.",
    links: {
      classes: "Our free digital skills classes",
      gcfGlobal: "GCFGlobal: free lessons on computers, email and the internet",
      khanAcademy: "Khan Academy: free courses for students of every age",
    },
  },
  benefits: {
    heading: "Food and benefits",
    text: "Find out which government benefits you may receive, and apply for food assistance (SNAP) in your state.",
    links: {
      benefits: "Government benefits, on USA.gov",
      snap: "SNAP in your state, from the U.S. Department of Agriculture",
    },
  },
  health: {
    heading: "Health",
    text: "Find health insurance, and a health centre near you that charges by what you can pay.",
    links: {
      healthInsurance: "HealthCare.gov: health insurance",
      healthCentres: "Find a health centre, from HRSA",
    },
  },
  safety: {
    heading: "Staying safe online",
    text: "Never give a password or a code to someone who calls, texts or emails you. Learn how to spot scams, protect your accounts and keep your computer up to date.",
    links: {
      onlineSafety: "Consumer advice on scams and online safety, from the FTC",
    },
  },
  help: {
    heading: "Where to get help",
    text: "If something is wrong with your computer, ask us for help: sign in to your application's page with the email address or mobile number you gave us. For anything else, write to us.",
    links: {
      portalHelp: "Ask us for help with your computer",
      contact: "Contact us",
    },
  },
};
