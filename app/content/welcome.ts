/**
 * `/welcome`, the page for new owners of a computer from us (issue 50 §2), linked from the delivery's email and
 * text: its words and links, which the organisation edits (the Spanish twin is `es/welcome.ts`). Addresses of other
 * sites are public services' home pages, to be confirmed (docs/content-to-supply.md); no phone number or street
 * address is given that the organisation has not supplied.
 */
export type WelcomeLink = { text: string; href: string };
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
      { text: "Our Shield internet plan", href: "/shield" },
      {
        text: "Lifeline, from the Federal Communications Commission (FCC)",
        href: "https://www.fcc.gov/lifeline-consumers",
      },
    ],
  },
  {
    id: "jobs",
    heading: "Jobs",
    text: "Search for jobs, write a résumé and find free training and job centres near you.",
    links: [{ text: "CareerOneStop, from the U.S. Department of Labor", href: "https://www.careeronestop.org/" }],
  },
  {
    id: "learning",
    heading: "School and learning",
    text: "Learn to use your computer, then keep learning: free classes with us, and free lessons online for every age.",
    links: [
      { text: "Our free digital skills classes", href: "/dsclasses" },
      { text: "GCFGlobal: free lessons on computers, email and the internet", href: "https://edu.gcfglobal.org/en/" },
      { text: "Khan Academy: free courses for students of every age", href: "https://www.khanacademy.org/" },
    ],
  },
  {
    id: "benefits",
    heading: "Food and benefits",
    text: "Find out which government benefits you may receive, and apply for food assistance (SNAP) in your state.",
    links: [
      { text: "Government benefits, on USA.gov", href: "https://www.usa.gov/benefits" },
      {
        text: "SNAP in your state, from the U.S. Department of Agriculture",
        href: "https://www.fns.usda.gov/snap/state-directory",
      },
    ],
  },
  {
    id: "health",
    heading: "Health",
    text: "Find health insurance, and a health centre near you that charges by what you can pay.",
    links: [
      { text: "HealthCare.gov: health insurance", href: "https://www.healthcare.gov/" },
      { text: "Find a health centre, from HRSA", href: "https://findahealthcenter.hrsa.gov/" },
    ],
  },
  {
    id: "safety",
    heading: "Staying safe online",
    text: "Never give a password or a code to someone who calls, texts or emails you. Learn how to spot scams, protect your accounts and keep your computer up to date.",
    links: [{ text: "Consumer advice on scams and online safety, from the FTC", href: "https://consumer.ftc.gov/" }],
  },
  {
    id: "help",
    heading: "Where to get help",
    text: "If something is wrong with your computer, ask us for help: sign in to your application's page with the email address or mobile number you gave us. For anything else, write to us.",
    links: [
      { text: "Ask us for help with your computer", href: "/portal/help" },
      { text: "Contact us", href: "/contact" },
    ],
  },
];
