import type { ContentLink, HeroContent } from "./schemas";
import { externalLinks } from "~/config/external";
import { blogPath, heroArticleSlug } from "./blogArticle";

export const blogHeadings = {
  articles: "Latest articles",
  video: "Watch our videos",
  videoText: "See our work, our classes and the people we serve on our video channel.",
  /** Before the article list's dates and reading times, for screen readers. */
  published: "Published",
  by: "By",
  backToBlog: "All articles",
  feed: "Subscribe to the blog's feed",
};

/** The specification's hero article keeps its place at the top of the blog; 'Continue Reading' now opens it. */
export const blogHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "5 ways to improve",
  titlePart2: "your internet connection",
  description: "",
  links: [{ text: "Continue Reading", to: blogPath(heroArticleSlug) }],
};

export const videoChannelLink: ContentLink = {
  text: "Visit our video channel",
  to: externalLinks.videoChannel,
  external: true,
};
