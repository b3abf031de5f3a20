import type { CardContent, ContentLink, FeatureBlockContent, HeroContent } from "./schemas";

export const dsclassesHeadings = {
  partners: "Learning with our partners",
  courses: "Our courses",
  coursesIntro: "Our classes are held across New York City and northern New Jersey.",
  host: "Host a class",
  hostText: "Would your organisation like to host a class for the people you serve? Tell us about your space and your group.",
};

export const dsclassesHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Free digital skills",
  titlePart2: "for every age",
  description: "Hands-on classes, from building a PC to using email and office software, across New York City and northern New Jersey.",
  links: [{ text: "See our courses", to: "#courses" }],
};

export const partnerBlock: FeatureBlockContent = {
  title2: "Classes with partner organisations",
  desc2:
    "We teach our classes together with non-profit partners in the communities they serve, so people learn close to home, in a place they already know.",
  image: "/images/illustrations/partners.svg",
  alt: "",
  side: "right",
};

export const courses: CardContent[] = [
  {
    titlePart1: "PC Building",
    titlePart2: "Classes",
    description: "Free, 2 hours, for ages 13-18: young people put a computer together, part by part.",
    image: "/images/illustrations/pc-build.svg",
    alt: "",
  },
  {
    titlePart1: "Digital Skills/Literacy",
    titlePart2: "Classes",
    description:
      "In person, for all ages: hardware, software, email and an office-suite tool. The foundational curriculum runs 14 weeks (about 3 months) and ends with a certificate and resources to keep learning.",
    image: "/images/illustrations/classroom.svg",
    alt: "",
  },
  {
    titlePart1: "A third course",
    titlePart2: "(details to be supplied)",
    description: "The description of this course is still to be supplied by the organisation.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
];

export const hostClassLink: ContentLink = { text: "Ask to host a class", to: "/contact" };
