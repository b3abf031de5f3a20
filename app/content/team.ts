/**
 * Mission Control (7) and the Board of Directors (6). The spec gives neither names nor photos, so every member
 * is a marked placeholder; a real record adds `link` to make the card a link to the person's profile.
 */
import { defaultHero, type HeroContent, type HeroTargets, type Member } from "./schemas";

export const teamHeroTargets: HeroTargets = [{ to: "#mission-control" }, { to: "#board-of-directors" }];

export const teamHero: HeroContent = defaultHero(teamHeroTargets, {
  title: ["Meet the", "Team"],
  description: "The people behind every refurbished computer, class and connection.",
  links: ["Mission Control", "Board of Directors"],
});

const placeholderMember = (name: string, title: string): Member => ({
  name,
  title,
  photo: "/images/placeholder/person.svg",
  placeholder: true,
});

export const missionControl: Member[] = Array.from({ length: 7 }, (_, index) =>
  placeholderMember(`Team member ${index + 1} to be supplied`, "Role to be supplied"),
);

export const boardOfDirectors: Member[] = Array.from({ length: 6 }, (_, index) =>
  placeholderMember(`Board member ${index + 1} to be supplied`, "Board of Directors"),
);

/** The team page's section headings. */
export const teamHeadings = {
  missionControl: "Mission Control",
  board: "Board of Directors",
  press: "In the Press",
  pressLabel: "Press highlights",
};
