import type { ContentLink, HeroContent, ReportCard } from "./schemas";
import { externalLinks } from "~/config/external";

export const blogHeadings = {
  articles: "More articles",
  comingSoon: "Coming soon",
  video: "Watch our videos",
  videoText: "See our work, our classes and the people we serve on our video channel.",
};

export const blogHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "5 ways to improve",
  titlePart2: "your internet connection",
  description: "",
  links: [{ text: "Continue Reading", to: "/" }],
};

/**
 * The spec's four article cards are identical placeholders with empty links: they stay placeholders
 * (README, "Content to supply") and render as 'coming soon' without a link, never as a dead one.
 */
export const blogArticles: ReportCard[] = Array.from({ length: 4 }, (_, index) => ({
  image: "/images/illustrations/article.svg",
  title: `Article ${index + 1}: title to be supplied`,
  description: "This article is still being written.",
}));

export const videoChannelLink: ContentLink = { text: "Visit our video channel", to: externalLinks.videoChannel, external: true };
