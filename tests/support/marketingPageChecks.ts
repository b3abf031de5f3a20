/** What a visitor must find on each marketing page, in the spec's words and figures (the marketing page specs). */
import { embeds, type Embed } from "~/config/embeds";
import { externalLinks } from "~/config/external";
import { org } from "~/config/org";

/** What a visitor must find on a page, in the spec's words and figures. */
export type PageCheck = {
  path: string;
  h1: string;
  texts: string[];
  /** Exact figures, each the whole text of one element. */
  figures?: string[];
  /** [visible link text, href]. */
  links: Array<[string, string]>;
  frames?: Embed[];
  /** [list container selector, number of items] for steps and card lists the spec counts. */
  counts?: Array<[string, number]>;
};

export const pages: PageCheck[] = [
  {
    path: "/",
    h1: "Transform a life with technology",
    texts: [
      "180+ corporate leaders",
      "a donation",
      "data erasure",
      "partners",
      "unlocks opportunity",
      "enables real change",
      "hours of connectivity",
      "Be Part of the Change",
      "Testimonial to be supplied",
      "Ways to Get Involved",
      "e-waste drop-off site",
      "digital access",
    ],
    // The counted figures (computers, pounds, classes, partners) are the records' (tests/e2e/figures.spec.ts).
    figures: ["10,000,000", "1 million", "180+"],
    links: [
      ["Donate Computers", "/donate"],
      ["Apply for a Computer", "/apply"],
      ["Discover our programs", "/programs"],
      ["Donate a computer", "/donate"],
      ["Become a partner", "/partner"],
      ["Fund Digital Access", "/support"],
      ["Volunteer", "/volunteer"],
    ],
    counts: [["ol", 4]],
  },
  {
    path: "/donate",
    h1: "Donate your computers, change a life",
    texts: [
      "10+ devices",
      "free pickup",
      "Under 10 devices",
      "drop off",
      "destroyed",
      "recycled",
      "connected",
      "Quick Drop-Off",
      "over 10,000",
      "NIST 800-88",
      "certificate of data destruction",
      "tax-deductible receipt",
      "Get Involved",
    ],
    links: [
      ["Donate Now", "#donation-form"],
      ["Find a drop-off location", "/ewastedropoff"],
      ["Fund Digital Access", "/support"],
      ["Host a Computer Drive", "/contact?topic=computer-drive"],
      ["Volunteer", "/volunteer"],
      ["Start your donation", "/donate/start"],
    ],
    frames: [],
  },
  {
    path: "/apply",
    h1: "Unlocking opportunities, one computer at a time",
    texts: [
      "41% of lower-income adults lack a desktop or laptop",
      "about 10 minutes",
      "New Jersey, New York City or Massachusetts",
      "recommender",
    ],
    links: [
      ["Apply for a Device", "#application-form"],
      ["See the income requirements", "/eligibility"],
      ["Paper application", "/paperapplication"],
      ["Start your application", "/application"],
    ],
    frames: [],
    counts: [["ol", 5]],
  },
  {
    path: "/dsclasses",
    h1: "Free digital skills for every age",
    texts: [
      "PC Building Classes",
      "Free, 2 hours, for ages 13-18",
      "Digital Skills/Literacy Classes",
      "In person, for all ages",
      "email",
      "office-suite",
      "14 weeks",
      "about 3 months",
      "certificate",
      "New York City and northern New Jersey",
      "Host a class",
      "details to be supplied",
    ],
    links: [
      ["See our courses", "#courses"],
      ["Ask to host a class", "/contact"],
    ],
    counts: [["#courses ul", 3]],
  },
  {
    path: "/about",
    h1: "Mission & History",
    texts: [
      "Vision",
      "Mission",
      "1 million computers donated by 2030",
      "2019",
      "2021",
      "Hoboken, NJ",
      "2023",
      "2024",
      "Waltham, MA",
      "Today",
      "How You Can Help",
    ],
    links: [
      ["Fund Digital Access", "/support"],
      ["Donate Computers", "/donate"],
      ["Volunteer", "/volunteer"],
    ],
    counts: [["ol", 5]],
  },
  {
    path: "/blog",
    h1: "5 ways to improve your internet connection",
    texts: ["Latest articles", "Watch our videos"],
    links: [
      ["Continue Reading", "/blog/5-ways-to-improve-your-internet-connection"],
      ["Visit our video channel", externalLinks.videoChannel],
    ],
  },
  {
    path: "/contact",
    h1: "Contact Us",
    texts: ["Monday-Friday 9:00 a.m. to 5:00 p.m. EST", "floating Help button", "help centre"],
    links: [["Send us a message", "#contact-form"]],
  },
  {
    path: "/ewastedropoff",
    h1: "E-Waste Drop-Off",
    texts: [
      "Laptops, smartphones and tablets are accepted free at over 10,000 courier and pharmacy-chain locations nationwide.",
      "the donate form",
      "a QR code",
      "the boxed device",
      "Desktops, monitors and printers",
      "Hoboken",
      "Waltham",
    ],
    links: [
      ["Fill out the donate form", "/donate"],
      ["Find a location", "#drop-off-map"],
    ],
    frames: [embeds.dropOffMap],
    counts: [["ol", 3]],
  },
  ...["/support", "/financialdonation"].map((path) => ({
    path,
    h1: "Fund Digital Access",
    // Without the payment provider's settings (this suite's server has none), no card form: a check or a transfer.
    texts: [
      "A note from our founder",
      "Founder's note to be supplied",
      "Give by check or bank transfer",
      "Giving by card is not available on this site just now.",
      `Write to ${org.email} for the address to mail your check to.`,
    ],
    links: [
      ["Donate Monetarily", "#donate-form"],
      ["Donate a Device", "/donate"],
    ] as Array<[string, string]>,
  })),
  {
    path: "/programs",
    h1: "Our Programs",
    texts: [
      "Refurbished devices",
      "Foundational digital skills",
      "Affordable internet",
      "mobile hotspots",
      "How It Works",
      "How to Get Involved",
    ],
    links: [
      ["Apply for a Computer", "/apply"],
      ["Digital Skills Courses", "/dsclasses"],
      ["Become a Partner", "/partner"],
      ["Fund Digital Access", "/support"],
      ["Donate Computers", "/donate"],
      ["Volunteer", "/volunteer"],
    ],
  },
  {
    path: "/volunteer",
    h1: "Volunteer with us",
    texts: ["Sessions start at 10AM, in person or remote.", "Testimonial to be supplied"],
    links: [
      ["Sign up to volunteer", "/volunteer#shifts"],
      ["Plan a day of service", "/contact?topic=day-of-service"],
    ],
    counts: [["ul", 4]],
  },
  {
    path: "/careers",
    h1: "Careers",
    texts: ["careers site"],
    links: [["See open positions", externalLinks.careers]],
  },
];
