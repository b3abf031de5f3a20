import type { CardContent, FeatureBlockContent, HeroContent, TileContent } from "./schemas";

export const donateHeadings = {
  howItWorks: "How it works",
  form: "Donate your electronics",
  formIntro: "Tell us what you would like to donate and we will get back to you to arrange pickup or drop-off.",
  dropOff: "Quick Drop-Off",
  dataSafety: "Data safety",
  supporters: "Companies that donate with us",
  supporterListLabel: "Companies that donate with us",
  getInvolved: "Get Involved",
};

export const donateHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Donate your computers,",
  titlePart2: "change a life",
  description:
    "Give the computers and electronics you no longer use. We erase your data to NIST 800-88, refurbish what can be reused, recycle the rest responsibly, and send you a tax-deductible receipt.",
  links: [{ text: "Donate Now", to: "#donation-form" }],
};

export const donateSteps: CardContent[] = [
  {
    titlePart1: "10+ devices:",
    titlePart2: "free pickup",
    description: "Donating 10 or more devices? We pick them up from you for free.",
    image: "/images/illustrations/pickup.svg",
    alt: "",
  },
  {
    titlePart1: "Under 10 devices:",
    titlePart2: "drop off",
    description: "Fewer than 10 devices can be dropped off at one of our drop-off locations.",
    image: "/images/illustrations/dropoff.svg",
    alt: "",
  },
  {
    titlePart1: "Your data,",
    titlePart2: "destroyed",
    description: "Every drive is wiped to the NIST 800-88 standard; ask us for a certificate of data destruction.",
    image: "/images/illustrations/data-wipe.svg",
    alt: "",
  },
  {
    titlePart1: "The rest,",
    titlePart2: "recycled",
    description: "Items that cannot be reused are recycled through certified (R2) downstream partners.",
    image: "/images/illustrations/recycle.svg",
    alt: "",
  },
  {
    titlePart1: "People get",
    titlePart2: "connected",
    description: "Refurbished computers go free to people in need through our non-profit partners.",
    image: "/images/illustrations/internet.svg",
    alt: "",
  },
];

export const quickDropOff: FeatureBlockContent = {
  title2: "Laptops, smartphones and tablets, dropped off near you",
  desc2:
    "Have a laptop, smartphone or tablet? Drop it off free at one of over 10,000 courier and pharmacy-chain locations nationwide.",
  image: "/images/illustrations/map.svg",
  alt: "",
  side: "right",
};

export const quickDropOffLink = { text: "Find a drop-off location", to: "/ewastedropoff" };

export const dataSafety: FeatureBlockContent = {
  title2: "Your data is safe with us",
  desc2:
    "Every device is erased to the NIST 800-88 standard before it is refurbished, and a certificate of data destruction is available on request. Devices that cannot be reused are recycled through certified R2 partners.",
  image: "/images/illustrations/data-wipe.svg",
  alt: "",
  side: "left",
};

export const donateTiles: TileContent[] = [
  { title: "Fund Digital Access", image: "/images/illustrations/funding.svg", alt: "", link: "/support" },
  { title: "Host a Computer Drive", image: "/images/illustrations/pickup.svg", alt: "", link: "/contact" },
  { title: "Volunteer", image: "/images/illustrations/volunteer.svg", alt: "", link: "/volunteer" },
];
