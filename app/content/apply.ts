import type { CardContent, ContentLink, FeatureBlockContent, HeroContent } from "./schemas";

export const applyHeadings = {
  divide: "The digital divide",
  process: "How the application works",
  eligibility: "Who can apply",
  eligibilityText:
    "Applicants live in New Jersey, New York City or Massachusetts and are recommended by a nominating non-profit. Check the income requirements before you apply.",
  form: "Apply for a computer",
  formIntro:
    "Applying takes about 10 minutes. Have the name and email address of your recommender at a nominating non-profit ready.",
  paperForm: "Prefer paper? Use the paper application",
};

export const applyHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Unlocking opportunities,",
  titlePart2: "one computer at a time",
  description: "Apply for a free refurbished computer through one of our nominating non-profit partners.",
  links: [{ text: "Apply for a Device", to: "#application-form" }],
};

export const digitalDivide: FeatureBlockContent = {
  title2: "41% of lower-income adults lack a desktop or laptop",
  desc2:
    "Without a computer at home it is hard to apply for jobs, do homework, see a doctor online or reach public services. A refurbished computer closes that gap for a person and their family.",
  image: "/images/illustrations/laptop.svg",
  alt: "",
  side: "right",
};

export const applySteps: CardContent[] = [
  {
    titlePart1: "Apply",
    titlePart2: "online",
    description: "Fill in the application (about 10 minutes) and name your recommender at a nominating non-profit.",
    image: "/images/illustrations/article.svg",
    alt: "",
  },
  {
    titlePart1: "Recommendation",
    titlePart2: "uploaded",
    description: "Your recommender gets an email to upload a recommendation; we let you know once it is in and your application is complete.",
    image: "/images/illustrations/letter.svg",
    alt: "",
  },
  {
    titlePart1: "Eligibility",
    titlePart2: "review",
    description: "Our committee reviews your application for eligibility.",
    image: "/images/illustrations/partners.svg",
    alt: "",
  },
  {
    titlePart1: "Approval and",
    titlePart2: "pickup",
    description: "Once approved, you are notified and the computer is delivered to your nominating non-profit for pickup; there may be a wait, depending on availability.",
    image: "/images/illustrations/pickup.svg",
    alt: "",
  },
  {
    titlePart1: "Your",
    titlePart2: "feedback",
    description: "We follow up afterwards to hear how the computer is helping you.",
    image: "/images/illustrations/change.svg",
    alt: "",
  },
];

export const eligibilityLink: ContentLink = { text: "See the income requirements", to: "/eligibility" };
export const paperApplicationLink: ContentLink = { text: "Paper application", to: "/paperapplication" };
