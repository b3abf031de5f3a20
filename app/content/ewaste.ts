import type { CardContent, ContentLink, FeatureBlockContent, HeroContent } from "./schemas";

export const ewasteHeadings = {
  steps: "How to drop off",
  larger: "Desktops, monitors and printers",
  map: "Find a drop-off location",
  mapIntro: "Search the map for the courier or pharmacy-chain location nearest you.",
};

export const ewasteHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "E-Waste",
  titlePart2: "Drop-Off",
  description:
    "Laptops, smartphones and tablets are accepted free at over 10,000 courier and pharmacy-chain locations nationwide.",
  links: [
    { text: "Find a location", to: "#drop-off-map" },
    { text: "Fill out the donate form", to: "/donate" },
  ],
};

export const dropOffSteps: CardContent[] = [
  {
    titlePart1: "Fill out",
    titlePart2: "the donate form",
    description: "Tell us what you are giving on our donate page.",
    image: "/images/illustrations/article.svg",
    alt: "",
  },
  {
    titlePart1: "Get",
    titlePart2: "a QR code",
    description: "We send you a QR code for your drop-off.",
    image: "/images/illustrations/qr-code.svg",
    alt: "",
  },
  {
    titlePart1: "Drop off",
    titlePart2: "the boxed device",
    description: "Box your device and bring it, with the QR code, to a participating location.",
    image: "/images/illustrations/dropoff.svg",
    alt: "",
  },
];

export const donateFormLink: ContentLink = { text: "Fill out the donate form", to: "/donate" };

export const largerItems: FeatureBlockContent = {
  title2: "Bring larger items to our offices",
  desc2: "Desktops, monitors and printers go to our New Jersey office in Hoboken or our Massachusetts office in Waltham.",
  image: "/images/illustrations/office.svg",
  alt: "",
  side: "right",
};

export const contactOfficesLink: ContentLink = { text: "Contact us to arrange a visit", to: "/contact" };
