/**
 * The one list of the site's URLs. Navigation, footer, sitemap, the alias redirects and the tests all
 * read it, so a page is added or renamed here and nowhere else. Which page each menu and footer word leads to is
 * in `navigation.ts`.
 */
import { locales, pathInLocale } from "~/i18n/locale";
import { forwardedRecommendationParams } from "./recommendation";

export type SitePage = {
  path: string;
  /** The page's <title> (the organisation's name is appended by `pageMeta`). */
  title: string;
  description: string;
  /** Other paths that show this same page (served by a second route id, canonical stays `path`). */
  sameAs?: string[];
  /** Legacy `.html` addresses that redirect permanently here, keeping the query string. */
  redirectsFrom?: string[];
  /** Personal or transactional pages stay out of the sitemap and search engines. */
  private?: boolean;
  /** A sign-in page: out of the sitemap (nobody should land on it from a search), still open to crawlers. */
  signIn?: boolean;
  /**
   * The page differs per visitor (a form's CSRF token, a person's record, details carried in the address):
   * answered `no-store` and never cached. Every other page is the same bytes for everyone, cached in front and
   * in the origin (docs/deploying.md, "Deploying behind a CDN").
   */
  personal?: boolean;
  /**
   * The page is the same for everyone but shows what the store holds now (a class's seats left), changed on any
   * origin: browsers and CDNs keep it but ask every time (`public, no-cache`), and its loader answers 304 from a
   * version it reads before rendering (decision 098). Never in the origin's memory, which cannot be purged on the
   * other origins.
   */
  revalidated?: boolean;
  /**
   * The query parameters the page reads. The language link carries these to the other language and drops the
   * rest, so a stray parameter (a campaign tag, a cache-buster) never changes the bytes of a shared page.
   */
  reads?: readonly string[];
};

/** A product page's gallery picture is chosen with `?image=N`. */
const productPageQuery = ["image"];

const pageList = [
  {
    path: "/",
    title: "Transform a life with technology",
    description:
      "We collect donated computers, wipe them to NIST 800-88, refurbish them and give them free to people in need in New Jersey, New York City and Massachusetts.",
  },
  {
    path: "/donate",
    title: "Donate Computers",
    description:
      "Donate your computers and electronics: free pickup for 10 or more devices, certified data destruction, and a tax-deductible receipt.",
    redirectsFrom: ["/donate.html"],
  },
  {
    path: "/apply",
    title: "Apply for a Computer",
    description:
      "Apply for a free refurbished computer in about 10 minutes, with a recommendation from a nominating non-profit.",
    redirectsFrom: ["/apply.html"],
  },
  {
    path: "/dsclasses",
    title: "Digital Skills Courses",
    description: "Free PC building and digital skills classes across New York City and northern New Jersey.",
    sameAs: ["/DSClasses"],
    // It lists the classes' seats left, which change with each sign-up on any origin (decisions 090, 098).
    revalidated: true,
  },
  { path: "/blog", title: "Blog", description: "Tips and stories about getting and staying connected." },
  { path: "/careers", title: "Careers", description: "Work with us to close the digital divide." },
  { path: "/about", title: "Mission & History", description: "Our vision, our mission and our history since 2019." },
  {
    path: "/contact",
    title: "Contact Us",
    description: "Reach us Monday to Friday, 9:00 a.m. to 5:00 p.m. EST.",
    redirectsFrom: ["/contact.html"],
  },
  {
    path: "/ewastedropoff",
    title: "E-Waste Drop-Off",
    description: "Drop off laptops, smartphones and tablets free at over 10,000 locations nationwide.",
  },
  {
    path: "/support",
    title: "Fund Digital Access",
    description: "Make a financial contribution to put computers and internet in the hands of people who need them.",
    sameAs: ["/financialdonation"],
  },
  {
    path: "/press",
    title: "Press & Media",
    description: "Media coverage and press releases.",
    redirectsFrom: ["/press.html"],
  },
  {
    path: "/impact",
    title: "Our Impact",
    description: "Our impact in numbers, outcomes, who we serve and our impact reports.",
  },
  {
    path: "/partner",
    title: "Non-Profit Partnerships",
    description: "Become a nominating non-profit partner and bring free computers to the people you serve.",
  },
  {
    path: "/programs",
    title: "Programs",
    description: "Refurbished devices, foundational digital skills and affordable internet.",
  },
  { path: "/socialmedia", title: "Social Media", description: "Our latest posts from across our social networks." },
  {
    path: "/team",
    title: "Team",
    description: "Mission Control and the Board of Directors.",
    sameAs: ["/team/"],
    redirectsFrom: ["/team.html"],
  },
  { path: "/eligibility", title: "Income Requirements", description: "The income requirements form for applicants." },
  { path: "/volunteer", title: "Volunteer", description: "Volunteer with us in person or remotely." },
  {
    path: "/auth",
    title: "Sign in to the digital portal",
    description: "Applicants and donors: sign in with your email to track your application or see what you donated.",
    personal: true,
    signIn: true,
  },
  {
    path: "/portal",
    title: "Digital portal",
    description: "Your application or donation record.",
    private: true,
    personal: true,
  },
  {
    path: "/application",
    title: "Apply for a Computer",
    description: "The application for a free refurbished computer, in short steps.",
    private: true,
    personal: true,
  },
  {
    path: "/donate/start",
    title: "Donate Computers",
    description: "Give computers and electronics in short steps: a free pickup for 10 or more, a drop-off for fewer.",
    private: true,
    personal: true,
  },
  {
    path: "/partner/apply",
    title: "Apply to become a partner",
    description: "The application for a non-profit to become a nominating partner.",
    private: true,
    personal: true,
  },
  { path: "/hotspot", title: "Request a Hotspot", description: "The hotspot request form." },
  {
    path: "/nonprofitapplication",
    title: "Non-Profit Application",
    description: "The non-profit partner application form.",
  },
  { path: "/paperapplication", title: "Paper Application", description: "The paper application form." },
  { path: "/checkin", title: "Check-In", description: "The check-in form." },
  {
    path: "/uploadrecommendation",
    title: "Upload a Recommendation",
    description: "Upload a recommendation for an applicant.",
    redirectsFrom: ["/uploadrecommendation.html"],
    private: true,
    personal: true,
    reads: forwardedRecommendationParams,
  },
  { path: "/boardapplication", title: "Join Our Board", description: "Sign up to join our Board of Directors." },
  {
    path: "/pepper",
    title: "Pepper Fest",
    description: "Our fundraising hot-pepper festival in Hoboken, NJ.",
    sameAs: ["/Pepper-Fest"],
    redirectsFrom: ["/pepper.html"],
  },
  {
    path: "/shield",
    title: "Shield Internet",
    description: "Unlimited Internet. Lowest Monthly Price in America. Zero Strings Attached.",
    sameAs: ["/connect", "/shieldinternet"],
  },
  {
    path: "/shieldsimcard",
    title: "Unlimited Internet Plan – SIM Card Only (No Device Included)",
    description: "Unlimited nationwide internet for $14.89 a month on a SIM card for the device you already have.",
    reads: productPageQuery,
  },
  {
    path: "/shieldhotspotsim",
    title: "T10 Mobile Hotspot with Unlimited Nationwide Internet",
    description: "A $60 mobile hotspot with unlimited nationwide internet for $14.89 a month.",
    reads: productPageQuery,
  },
  {
    path: "/shield5grouter",
    title: "Shield 5G Home Hotspot - Device Only (Pre-Order)",
    description: "Pre-order the unlocked 5G home router for $149, device only.",
    reads: productPageQuery,
  },
  {
    path: "/shieldsimcard6months",
    title: "Unlimited Internet – SIM Card, 6 Months Prepaid",
    description: "Six months of unlimited nationwide internet on a SIM card, $84 paid once. SIM included, no device.",
    reads: productPageQuery,
  },
  {
    path: "/shieldsimcard12months",
    title: "Unlimited Internet – SIM Card, 12 Months Prepaid",
    description:
      "Twelve months of unlimited nationwide internet on a SIM card, $156 paid once. SIM included, no device.",
    reads: productPageQuery,
  },
  {
    path: "/shieldhotspotsim12months",
    title: "T10 Mobile Hotspot with 12 Months of Prepaid Internet",
    description:
      "The T10 mobile hotspot with 12 months of unlimited nationwide internet, $156 paid once; nothing renews.",
    reads: productPageQuery,
  },
  {
    path: "/shield5grouter12months",
    title: "5G Home Router with 12 Months of Prepaid Internet",
    description:
      "The 5G home router with 12 months of unlimited internet for $156 a year, renewing every 12 months unless cancelled.",
    reads: productPageQuery,
  },
  {
    path: "/privacypolicy",
    title: "Privacy Policy",
    description:
      "What this website and the digital portal keep about you, for how long, which cookies they set, and how to ask for access or deletion.",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    description: "The terms for using this website, the digital portal and ordering the Shield internet service.",
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof pageList)[number]["path"];

export const sitePages: readonly SitePage[] = pageList;

const byPath = new Map<string, SitePage>(sitePages.map((page) => [page.path, page]));

export function sitePage(path: SitePath): SitePage {
  const page = byPath.get(path);
  if (!page) throw new Error(`No such page in the route list: ${path}`);
  return page;
}

const byAnyPath = new Map<string, SitePage>(
  sitePages.flatMap((page) => [page.path, ...(page.sameAs ?? [])].map((path) => [path, page] as const)),
);

/** The part of a query string that the page at `path` reads (`?image=2`, the recommendation's names), or "". */
export function queryThePageReads(path: string, search: string): string {
  const reads = byAnyPath.get(path)?.reads ?? [];
  const incoming = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of incoming) if (reads.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The pages the sitemap lists (in every language): neither private nor a sign-in page. */
export const sitemapPages: readonly SitePage[] = sitePages.filter((page) => !page.private && !page.signIn);

/** Every path that answers 200 with a page (canonical paths and their same-page aliases). */
export const allPagePaths: string[] = sitePages.flatMap((page) => [page.path, ...(page.sameAs ?? [])]);

/** A page's addresses (its path and its same-page aliases) in every language: `/donate`, `/es/donate`, … */
const addressesInEveryLanguage = (pages: readonly SitePage[]): string[] =>
  pages
    .flatMap((page) => [page.path, ...(page.sameAs ?? [])])
    .flatMap((path) => locales.map((locale) => pathInLocale(locale, path)));

/**
 * The addresses whose page is the same for every visitor of a build (shared caches and the origin keep them); the
 * blog's articles are too (`sharedDocumentPaths`, app/platform/cachePolicy.server.ts).
 */
export const sharedPagePaths: ReadonlySet<string> = new Set(
  addressesInEveryLanguage(sitePages.filter((page) => !page.personal && !page.revalidated)),
);

/** The addresses of revalidated pages of the list above, in every language. */
const revalidatedPagePaths: ReadonlySet<string> = new Set(
  addressesInEveryLanguage(sitePages.filter((page) => page.revalidated)),
);

/** A class session's own page (`/dsclasses/<id>`, either language) shows its seats left: revalidated too. */
const classSessionPage = /^(?:\/es)?\/dsclasses\/[a-z2-9]{10}$/;

/** Whether the address is a revalidated page (the `revalidated` kind above): shared, kept, asked about every time. */
export function isRevalidatedPagePath(pathname: string): boolean {
  return revalidatedPagePaths.has(pathname) || classSessionPage.test(pathname);
}

/** The addresses of personal pages, in every language: never cached, even when they answer 404. */
export const personalPagePaths: ReadonlySet<string> = new Set(
  addressesInEveryLanguage(sitePages.filter((page) => page.personal)),
);

/** Legacy address (lower-cased) → canonical path. */
export const permanentRedirects = new Map<string, string>(
  sitePages.flatMap((page) => (page.redirectsFrom ?? []).map((from) => [from.toLowerCase(), page.path] as const)),
);

/** The staff console's pages: outside the site's navigation, sitemap and search engines; its own menu is `staffNav`. */
export const staffPages = {
  home: { path: "/staff", title: "Staff console" },
  signIn: { path: "/staff/sign-in", title: "Staff sign-in" },
  continue: { path: "/staff/continue", title: "Staff sign-in" },
  signOut: { path: "/staff/sign-out", title: "Sign out" },
  import: { path: "/staff/import", title: "Import CRM exports" },
  applications: { path: "/staff/applications", title: "Applications" },
  partners: { path: "/staff/partners", title: "Partners" },
  donations: { path: "/staff/donations", title: "Donations" },
  runSheet: { path: "/staff/donations/run-sheet", title: "Run sheet" },
  classes: { path: "/staff/classes", title: "Classes" },
  mail: { path: "/staff/mail", title: "Mail" },
  activity: { path: "/staff/activity", title: "Activity" },
  changes: { path: "/staff/changes", title: "Changes for the CRM" },
  changesCsv: { path: "/staff/changes.csv", title: "Changes for the CRM (CSV)" },
  shield: { path: "/staff/shield", title: "Shield orders" },
  shieldActivation: { path: "/staff/shield/activation", title: "Shield activation" },
  shieldCancellations: { path: "/staff/shield/cancellations", title: "Shield cancellations" },
  shieldShipments: { path: "/staff/shield/shipments", title: "Recent Shield shipments" },
} as const;

export const staffNav = [
  staffPages.home,
  staffPages.applications,
  staffPages.partners,
  staffPages.donations,
  staffPages.shield,
  staffPages.classes,
  staffPages.import,
  staffPages.mail,
  staffPages.activity,
];

/**
 * The Shield subscriber's pages (issue 37, decision 088), in English and Spanish: personal, never stored or
 * indexed, signed in in a realm of their own ("shield"). Like the partner portal, they are outside the list above.
 */
export const shieldAccountPath = "/shield/account";

export function isShieldAccountPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/^\/es(?=\/|$)/, "");
  return (
    path === shieldAccountPath || path.startsWith(`${shieldAccountPath}/`) || path.startsWith(`${shieldAccountPath}.`)
  );
}
