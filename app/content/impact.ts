/**
 * The impact page. The 2023 impact report's figures sit in `impactFigures.json` because the build script prints
 * them into that report's PDF. The page shows only those the site does not count: computers donated, classes
 * taught, e-waste recycled, partners and volunteer hours are counted from the records (app/kits/figures, decision
 * 118), so the report's hand-typed 3,607, 215, 55,907, 400 and 5,000 are no longer on the page.
 */
import { z } from "zod";
import impactFile from "./impactFigures.json";
import {
  impactStatSchema,
  type CardContent,
  type HeroContent,
  type ImpactStat,
  type ReportCard,
  type Testimonial,
  type ContentLink,
} from "./schemas";

/** The report's figures that the impact figures count from the records instead (app/kits/figures). */
const countedFromRecords = new Set([
  "Computers donated",
  "Digital skills classes taught",
  "E-waste recycled",
  "Non-profit partners",
  "Volunteer hours",
]);
export const impactStats: ImpactStat[] = z
  .array(impactStatSchema)
  .length(12)
  .parse(impactFile.stats)
  .filter((stat) => !countedFromRecords.has(stat.label));
export const impactReportPdf = `/press/${impactFile.reportSlug}.pdf`;

export const impactHero: HeroContent = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Our",
  titlePart2: "Impact",
  description:
    "Every donated computer is wiped, refurbished and given free to someone who needs it. Here is what that adds up to.",
  links: [
    { text: "Support Our Work", to: "/support" },
    { text: "Read the 2023 Impact Report (PDF)", to: impactReportPdf },
  ],
};

export const impactIntro =
  "Since 2019 we have collected donated computers, erased their data to the NIST 800-88 standard, refurbished them and given them free to people in need in New Jersey, New York City and Massachusetts, through the non-profit partners who know them. Alongside the devices come free digital skills classes and affordable internet.";

/** Outcomes the figures above stand for; the wording is ours, the figures are the spec's. */
export const impactOutcomes: CardContent[] = [
  {
    titlePart1: "Jobs",
    titlePart2: "secured",
    description: "A computer at home makes job searches, applications and remote work possible: 500 jobs secured.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Students",
    titlePart2: "connected",
    description: "Students can do their homework and attend classes online: 2,000 students reached.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Health care",
    titlePart2: "within reach",
    description: "A device and a connection open the door to telehealth: 1,000 people accessed it.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Economic",
    titlePart2: "mobility",
    description: "Digital skills and a computer help families move ahead: 300 economic-mobility outcomes.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
];

/** Who receives the devices (people in need in the three regions, nominated by a partner). */
export const whoWeServe: CardContent[] = [
  {
    titlePart1: "People",
    titlePart2: "in need",
    description: "Individuals and families without a computer at home, in New Jersey, New York City and Massachusetts.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Nominated by",
    titlePart2: "non-profits",
    description:
      "Applicants are recommended by a nominating non-profit partner that knows them and hands over the device.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Learners",
    titlePart2: "of every age",
    description: "Students, job seekers and adults learning digital skills in our free classes.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
];

/**
 * Ten anonymous testimonials dated October–November 2024. Their words are not in the spec: each is a marked
 * placeholder for the organisation to replace (docs/content-to-supply.md). Always shown as anonymous.
 */
const testimonialDates = [
  "3-Oct-2024",
  "9-Oct-2024",
  "15-Oct-2024",
  "22-Oct-2024",
  "29-Oct-2024",
  "4-Nov-2024",
  "8-Nov-2024",
  "12-Nov-2024",
  "17-Nov-2024",
  "25-Nov-2024",
];
export const testimonials: Testimonial[] = testimonialDates.map((date, index) => ({
  quote: `Testimonial ${index + 1} to be supplied: the words of a person who received a computer.`,
  date,
  placeholder: true as const,
}));

export const impactReports: ReportCard[] = [
  {
    image: "/images/placeholder/document.svg",
    title: "2023 Impact Report",
    description: "Our figures for 2023, as a PDF.",
    link: impactReportPdf,
  },
  { image: "/images/placeholder/document.svg", title: "2022 Impact Report", description: "Not available online." },
  { image: "/images/placeholder/document.svg", title: "2021 Impact Report", description: "Not available online." },
];

export const impactClosingLinks: ContentLink[] = [
  { text: "Donate Your Device", to: "/donate" },
  { text: "Make a Financial Contribution", to: "/support" },
];

/** The impact page's section headings and link words. */
export const impactHeadings = {
  intro: "Closing the Digital Divide",
  numbers: "Our Impact in Numbers",
  reportNumbers: "From our 2023 impact report",
  outcomes: "Impact Outcomes",
  whoWeServe: "Who We Serve",
  testimonials: "What People Are Saying",
  testimonialsLabel: "What people are saying",
  reports: "Impact Reports",
  readReport: "Read the",
  pdf: "(PDF)",
  closing: "Be Part of the Impact",
};
