import type { CardContent, ContentLink, HeroContent, ImpactStat, Testimonial } from "./schemas";

/** Section headings of the home page, in page order. */
export const homeHeadings = {
  supporters: "Join 180+ corporate leaders who support digital access",
  stories: "How a donated computer changes a life",
  hoursSuffix: "donated",
  change: "Be Part of the Change",
  testimonial: "In their words",
  tiles: "Make a difference today",
  ways: "Ways to Get Involved",
  supporterListLabel: "Our corporate supporters",
};

export const homeHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Transform a life",
  titlePart2: "with technology",
  description:
    "We collect donated computers, wipe them to the NIST 800-88 standard, refurbish them and give them free to people in need in New Jersey, New York City and Massachusetts.",
  links: [
    { text: "Donate Computers", to: "/donate" },
    { text: "Discover our programs", to: "/programs" },
  ],
};

export const storyCards: CardContent[] = [
  {
    titlePart1: "It starts with",
    titlePart2: "a donation",
    description: "Companies and individuals give computers they no longer use. Donors receive a tax-deductible receipt.",
    image: "/images/illustrations/laptop.svg",
    alt: "",
  },
  {
    titlePart1: "Certified",
    titlePart2: "data erasure",
    description: "Every device is wiped to the NIST 800-88 standard, and a certificate of data destruction is available on request.",
    image: "/images/illustrations/data-wipe.svg",
    alt: "",
  },
  {
    titlePart1: "Non-profit",
    titlePart2: "partners",
    description: "Our non-profit partners recommend the people they serve and hand the refurbished computers over to them.",
    image: "/images/illustrations/partners.svg",
    alt: "",
  },
  {
    titlePart1: "A computer",
    titlePart2: "unlocks opportunity",
    description: "With a computer at home, people can study, look for work, see a doctor online and stay in touch.",
    image: "/images/illustrations/opportunity.svg",
    alt: "",
  },
  {
    titlePart1: "Your gift",
    titlePart2: "enables real change",
    description: "Each donated device closes a little more of the digital divide in our communities.",
    image: "/images/illustrations/change.svg",
    alt: "",
  },
];

export const hoursBanner: ImpactStat = { label: "hours of connectivity", value: 10_000_000 };

/** The home page's claimed figures, as the spec gives them (the impact page has its own, different ones). */
export const homeFigures: ImpactStat[] = [
  { label: "computers donated", value: 4551 },
  { label: "pounds of e-waste recycled", value: 58.353 },
  { label: "digital skills classes", value: 219 },
  { label: "computers donated: our goal by 2030", value: 1, suffix: " million" },
  { label: "corporate supporters", value: 180, suffix: "+" },
  { label: "non-profit partners", value: 400, suffix: "+" },
];

export const changeSteps: CardContent[] = [
  {
    titlePart1: "Donation:",
    titlePart2: "you give a computer",
    description: "Donate the computers you no longer use; we pick up 10 or more devices for free.",
    image: "/images/illustrations/laptop.svg",
    alt: "",
  },
  {
    titlePart1: "Refurbishment:",
    titlePart2: "we wipe and repair it",
    description: "Your data is wiped to NIST 800-88 and the device is refurbished and tested.",
    image: "/images/illustrations/data-wipe.svg",
    alt: "",
  },
  {
    titlePart1: "Match:",
    titlePart2: "it goes to a recipient",
    description: "A non-profit partner recommends a person in need, and the computer is matched to them.",
    image: "/images/illustrations/partners.svg",
    alt: "",
  },
  {
    titlePart1: "Catalyst:",
    titlePart2: "change begins",
    description: "The recipient can learn, work and connect, and the change reaches their family and community.",
    image: "/images/illustrations/change.svg",
    alt: "",
  },
];

export const homeTestimonial: Testimonial = {
  quote: "The words of someone whose life changed with a donated computer will appear here.",
  date: "17-Nov-2024",
  placeholder: true,
};

export const testimonialLinks: ContentLink[] = [
  { text: "Donate a computer", to: "/donate" },
  { text: "Become a partner", to: "/partner" },
];

export const waysToGetInvolved: CardContent[] = [
  {
    titlePart1: "Become an",
    titlePart2: "e-waste drop-off site",
    description: "Host a collection point where your neighbours can bring the electronics they no longer use.",
    image: "/images/illustrations/dropoff.svg",
    alt: "",
  },
  {
    titlePart1: "Sponsor",
    titlePart2: "digital access",
    description: "Fund the computers, internet and classes that bring people online.",
    image: "/images/illustrations/funding.svg",
    alt: "",
  },
  {
    titlePart1: "Volunteer",
    titlePart2: "your time",
    description: "Join a session in person or remotely and help us get more people connected.",
    image: "/images/illustrations/volunteer.svg",
    alt: "",
  },
];
