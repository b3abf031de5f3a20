import type { HeroContent } from "./schemas";

export const contactHeadings = {
  hours: "Office hours",
  hoursText: "Monday-Friday 9:00 a.m. to 5:00 p.m. EST",
  helpCentre: "Quick answers",
  helpCentreText:
    "Looking for a quick answer? Press the floating Help button, on every page of this site, to open our help centre.",
  form: "Send us a message",
  formIntro: "Write to us with the form below and we will answer during office hours.",
};

export const contactHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Contact",
  titlePart2: "Us",
  description: "Questions about donating, applying, partnering or volunteering? We are here to help.",
  links: [{ text: "Send us a message", to: "#contact-form" }],
};
