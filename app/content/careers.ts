import { externalLinks } from "~/config/external";
import type { ContentLink, HeroContent } from "./schemas";

export const careersHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Careers",
  titlePart2: "",
  description: "Work with us to close the digital divide in New Jersey, New York City and Massachusetts.",
  links: [],
};

export const careersHeading = "Join our team";

export const careersText = "Our open positions are listed on our careers site.";

export const careersLink: ContentLink = { text: "See open positions", to: externalLinks.careers, external: true };
