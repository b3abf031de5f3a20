import type { CardContent, FeatureBlockContent, HeroContent, ImpactStat } from "./schemas";

export const aboutHeadings = {
  counters: "Our work so far",
  visionMission: "Vision and Mission",
  history: "Our history",
  help: "How You Can Help",
};

export const aboutHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Mission",
  titlePart2: "& History",
  description: "Since 2019 we have put refurbished computers in the hands of people who need them.",
  links: [],
};

/** Whole numbers only: these count up in the browser (the final figure is in the HTML). */
export const aboutCounters: ImpactStat[] = [
  { label: "Computers donated", value: 4551 },
  { label: "Digital skills classes", value: 219 },
  { label: "Non-profit partners", value: 400, suffix: "+" },
];

export const vision: FeatureBlockContent = {
  title2: "Vision",
  desc2: "Everyone in our communities has a computer and the skills to use it. Our goal: 1 million computers donated by 2030.",
  image: "/images/illustrations/internet.svg",
  alt: "",
  side: "right",
};

export const mission: FeatureBlockContent = {
  title2: "Mission",
  desc2:
    "Digital inclusion in New Jersey, New York City and Massachusetts: we collect donated computers, erase them to NIST 800-88, refurbish them and give them free to people in need through our non-profit partners, and we teach the digital skills to make the most of them.",
  image: "/images/illustrations/laptop.svg",
  alt: "",
  side: "left",
};

export const history: CardContent[] = [
  { titlePart1: "2019", titlePart2: "Founded", description: "The organisation is founded to close the digital divide.", image: "/images/illustrations/timeline.svg", alt: "" },
  { titlePart1: "2021", titlePart2: "First office", description: "Our first office opens in Hoboken, NJ.", image: "/images/illustrations/office.svg", alt: "" },
  { titlePart1: "2023", titlePart2: "New programs", description: "We launch new programs to reach more people.", image: "/images/illustrations/classroom.svg", alt: "" },
  { titlePart1: "2024", titlePart2: "Massachusetts", description: "Our second office opens in Waltham, MA.", image: "/images/illustrations/office.svg", alt: "" },
  { titlePart1: "Today", titlePart2: "Growing", description: "We work toward 1 million computers donated by 2030.", image: "/images/illustrations/change.svg", alt: "" },
];
