import { defaultHero, type ContentLink, type HeroContent, type HeroTargets, type Logo } from "./schemas";

// A caseworker of a partner already comes here looking for the partner portal (issue 45).
export const partnerHeroTargets: HeroTargets = [{ to: "#partner-form" }, { to: "/partners" }];

export const partnerHero: HeroContent = defaultHero(partnerHeroTargets, {
  title: ["Non-Profit", "Partnerships"],
  description:
    "Nominate the people you serve for a free refurbished computer, host digital skills classes and bring devices to your community.",
  links: ["Apply to Partner", "Caseworkers: sign in"],
});

/** The partners counted from the records (app/kits/figures, decision 118), written as the page's language writes it; none yet: no number. */
export const partnerLogoTitle = (partners: string | null) =>
  partners ? `Join our ${partners} non-profit partners` : "Join our non-profit partners";

/** About 30 partner logos, still to be supplied. */
export const partnerLogos: Logo[] = Array.from({ length: 30 }, (_, index) => ({
  src: "/images/placeholder/logo.svg",
  alt: `Partner logo ${index + 1} (to be supplied)`,
  placeholder: true as const,
}));

/** What a nominating partner does and gets (partners recommend applicants, host classes, receive devices). */
export const whyPartner: string[] = [
  "Recommend the people you serve for a free refurbished computer, wiped to the NIST 800-88 standard.",
  "Receive the approved devices at your organization and hand them to your community.",
  "Host free digital skills classes for the people you serve.",
  "Join a network of non-profits working for digital inclusion in New Jersey, New York City and Massachusetts.",
];

/** Who can become a nominating partner. */
export const partnerRequirements: string[] = [
  "Your organization provides services and has a physical location in New Jersey, New York City or Massachusetts.",
  "Your mission is aligned with digital access and literacy in under-resourced communities.",
  "Your organization can distribute devices responsibly and securely.",
];

export const partnerDeadline =
  "Partner applications run in a yearly cycle. The deadline is February 15th; applications received later go to the next cycle.";

/** The partner page's section headings. */
export const partnerHeadings = {
  logosLabel: "Our non-profit partners",
  why: "Why Join Us as a Partner?",
  requirements: "Partner Requirements",
  form: "Apply to Become a Partner",
  formIntro:
    "Our own form asks for your organization's details, a contact, the services you offer and how you would hand the computers over. It takes about ten minutes.",
};

/** The partner application has a page of its own (a personal page: this one stays public and cached). */
export const partnerApplyLink: ContentLink = { text: "Start your partner application", to: "/partner/apply" };
