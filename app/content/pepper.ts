import type { HeroContent } from "./schemas";

/** The fundraising hot-pepper festival. */
export const pepperHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Pepper",
  titlePart2: "Fest",
  description: "A hot-pepper eating contest and festival in Hoboken, NJ, raising money for digital access.",
  links: [{ text: "Buy Tickets", to: "#tickets" }],
};

export const pepperEvent = {
  peppers: ["Carolina Reaper", "Ghost Pepper", "Dragon's Breath"],
  rules: [
    "Up to 20 rounds.",
    "Each round, eat a whole pepper without water or milk.",
    "The heat rises each round.",
    "The last contestant standing wins.",
  ],
  contestantTickets: 30,
  attendees: "300+",
} as const;

/** The prizes are not in the spec; the banner says so until the organisation supplies them. */
export const pepperPrizes = {
  title: "Prizes",
  text: "Prizes for the winners are to be announced.",
  placeholder: true as const,
};

/** The festival page's section headings and the words around its figures. */
export const pepperHeadings = {
  peppers: "The Peppers",
  rules: "The Contest Rules",
  only: "Only",
  contestantTickets: "contestant tickets",
  attendees: "attendees",
  expected: "expected.",
  support: "Support Pepper Fest",
};
