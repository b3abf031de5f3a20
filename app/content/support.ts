import type { HeroContent } from "./schemas";

export const supportHeadings = {
  founder: "A note from our founder",
};

export const supportHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Fund",
  titlePart2: "Digital Access",
  description: "A financial contribution helps us refurbish more computers and bring more people online.",
  links: [
    { text: "Donate Monetarily", to: "#donate-form" },
    { text: "Donate a Device", to: "/donate" },
  ],
};

/** The spec mentions a founder's note but gives neither its words nor the founder's name (docs/content-to-supply.md). */
export const founderNote = {
  placeholder: true,
  label: "Founder's note to be supplied",
  text: "A personal note from our founder about why your support matters will appear here.",
} as const;
