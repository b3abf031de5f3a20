/**
 * The press page's records. The press releases live in `pressReleases.json` because the build script that
 * renders their PDFs (scripts/build-pdfs.mjs) reads plain JSON; this module validates that file and shapes it
 * for the page, so there is one source for a release's title, date and text.
 */
import { z } from "zod";
import pressReleaseFile from "./pressReleases.json";
import {
  defaultHero,
  type HeroContent,
  type HeroTargets,
  type ImpactStat,
  type Logo,
  type PressItem,
  type TileContent,
} from "./schemas";

export const pressReleaseSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  date: z.string().min(1),
  text: z.array(z.string().min(1)).min(1),
  placeholder: z.literal(true).optional(),
});
export type PressRelease = z.infer<typeof pressReleaseSchema>;

export const pressReleases: PressRelease[] = z.array(pressReleaseSchema).length(8).parse(pressReleaseFile.releases);

export const pressReleasePdf = (release: PressRelease) => `/press/${release.slug}.pdf`;

/** A press release as a card: its PDF is the link. */
export const pressReleaseItems: PressItem[] = pressReleases.map((release) => ({
  image: "/images/placeholder/document.svg",
  title: release.title,
  date: release.date,
  description: release.text[0]!,
  link: pressReleasePdf(release),
  ...(release.placeholder ? { placeholder: true as const } : {}),
}));

export const pressHeroTargets: HeroTargets = [{ to: "#media-coverage" }, { to: "#press-releases" }];

export const pressHero: HeroContent = defaultHero(pressHeroTargets, {
  title: ["Press &", "Media"],
  description:
    "Coverage of our work bringing refurbished computers, digital skills and internet access to New Jersey, New York City and Massachusetts.",
  links: ["Media Coverage", "Press Releases"],
});

/** About 32 outlets have covered the work; their logos are still to be supplied. */
export const pressLogos: Logo[] = Array.from({ length: 32 }, (_, index) => ({
  src: "/images/placeholder/logo.svg",
  alt: `Media outlet logo ${index + 1} (to be supplied)`,
  placeholder: true as const,
}));

/**
 * The six media highlights (image, title, date, outlet, link). Headlines, outlets and article links are not
 * in the spec, so each is a marked placeholder; its link goes to the coverage section until the article is known.
 */
const highlightMonths = ["April 2024", "June 2024", "July 2024", "September 2024", "October 2024", "December 2024"];
export const mediaHighlights: PressItem[] = highlightMonths.map((date, index) => ({
  image: "/images/placeholder/photo.svg",
  title: `Media highlight ${index + 1}: headline to be supplied`,
  date,
  description: "Outlet name to be supplied",
  link: "/press#media-coverage",
  placeholder: true as const,
}));

/** Press history figures, as the press coverage reports them. */
export const pressHistory: ImpactStat[] = [
  { label: "Laptops for college-bound scholarship students (2024)", value: 176 },
  { label: "Laptops for college-bound scholarship students (2023)", value: 220 },
  { label: "Students given computers (2022)", value: 110 },
  { label: "Computers distributed in West New York, NJ (2024)", value: 150 },
];

export const contributeTiles: TileContent[] = [
  { title: "Fund Digital Access", image: "/images/placeholder/photo.svg", alt: "", link: "/support" },
  { title: "Donate Computers", image: "/images/placeholder/photo.svg", alt: "", link: "/donate" },
  { title: "Volunteer", image: "/images/placeholder/photo.svg", alt: "", link: "/volunteer" },
];

/** The press page's section headings and link words (the team page shows the highlights too). */
export const pressHeadings = {
  asSeenIn: "As Seen In",
  logosLabel: "Media outlets that covered our work",
  coverage: "Media Coverage",
  highlightsLabel: "Media highlights",
  story: "Our Story in the Press",
  storyIntro: "Figures the coverage reported.",
  releases: "Press Releases",
  readRelease: "Read the press release (PDF)",
  contribute: "Other Ways You can Contribute",
};
