import type { CardContent, ContentLink, HeroContent } from "./schemas";

export const programsHeadings = {
  programs: "Our programs",
  howItWorks: "How It Works",
  howItWorksText:
    "People apply for a computer with a recommendation from one of our nominating non-profit partners. Partners recommend the people they serve, host classes and hand over the devices.",
  getInvolved: "How to Get Involved",
};

export const programsHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Our",
  titlePart2: "Programs",
  description: "Refurbished computers, foundational digital skills and affordable internet for people in need.",
  links: [
    { text: "Apply for a Computer", to: "/apply" },
    { text: "Digital Skills Courses", to: "/dsclasses" },
  ],
};

export const programCards: CardContent[] = [
  {
    titlePart1: "Refurbished",
    titlePart2: "devices",
    description: "We distribute donated computers, wiped and refurbished, free to people in need through our non-profit partners.",
    image: "/images/illustrations/laptop.svg",
    alt: "",
  },
  {
    titlePart1: "Foundational",
    titlePart2: "digital skills",
    description: "Free classes teach hardware, software, email and office tools, from a 2-hour PC building class to a 14-week course.",
    image: "/images/illustrations/classroom.svg",
    alt: "",
  },
  {
    titlePart1: "Affordable",
    titlePart2: "internet",
    description: "Low-cost unlimited internet through mobile hotspots, with 100% of profits going to our mission.",
    image: "/images/illustrations/internet.svg",
    alt: "",
    link: { text: "See the low-cost internet plans", to: "/shield" },
  },
];

export const howItWorksLinks: ContentLink[] = [
  { text: "Apply for a Computer", to: "/apply" },
  { text: "Become a Partner", to: "/partner" },
];
