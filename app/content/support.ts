import { defaultHero, type HeroContent, type HeroTargets } from "./schemas";

export const supportHeadings = {
  founder: "A note from our founder",
};

export const supportHeroTargets: HeroTargets = [{ to: "#donate-form" }, { to: "/donate" }];

export const supportHero: HeroContent = defaultHero(supportHeroTargets, {
  title: ["Fund", "Digital Access"],
  description: "A financial contribution helps us refurbish more computers and bring more people online.",
  links: ["Donate Monetarily", "Donate a Device"],
});

/** The spec mentions a founder's note but gives neither its words nor the founder's name (docs/content-to-supply.md). */
export const founderNote = {
  placeholder: true,
  label: "Founder's note to be supplied",
  text: "A personal note from our founder about why your support matters will appear here.",
} as const;
