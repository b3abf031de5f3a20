import type { TileContent } from "./schemas";

/** The three ways to help that close the home, about and programs pages. */
export const getInvolvedTiles: TileContent[] = [
  { title: "Fund Digital Access", image: "/images/illustrations/funding.svg", alt: "", link: "/support" },
  { title: "Donate Computers", image: "/images/illustrations/laptop.svg", alt: "", link: "/donate" },
  { title: "Volunteer", image: "/images/illustrations/volunteer.svg", alt: "", link: "/volunteer" },
];
