/**
 * The site's URLs, composed from the wings' tables (`app/config/pages/`), where each is written once. Navigation,
 * footer, sitemap, the alias redirects, the cache policy, remix.config.js and the tests all read them here. Which
 * page each menu and footer word leads to is in `navigation.ts`.
 */
import { locales, pathInLocale } from "~/i18n/locale";
import { applicationPages } from "./pages/applicationPages";
import { classPages } from "./pages/classPages";
import { volunteeringPages } from "./pages/volunteeringPages";
import { crmPages } from "./pages/crmPages";
import { donationPages } from "./pages/donationPages";
import { giftPages } from "./pages/giftPages";
import { eventPages } from "./pages/eventPages";
import { otherPages } from "./pages/otherPages";
import { outreachPages } from "./pages/outreachPages";
import { partnerPages } from "./pages/partnerPages";
import type { PageRow } from "./pages/pageRow";
import { portalPages } from "./pages/portalPages";
import { shieldPages } from "./pages/shieldPages";
import { publicPages } from "./pages/publicPages";
import { staffConsolePages } from "./pages/staffConsolePages";

export type { PageRow } from "./pages/pageRow";

/** Every route of the site, each wing's table in turn: remix.config.js defines the routes from these. */
export const pageRows = [
  ...publicPages,
  ...applicationPages,
  ...donationPages,
  ...portalPages,
  ...partnerPages,
  ...shieldPages,
  ...classPages,
  ...outreachPages,
  ...giftPages,
  ...volunteeringPages,
  ...eventPages,
  ...staffConsolePages,
  ...crmPages,
  ...otherPages,
] as const satisfies readonly PageRow[];

type Row = (typeof pageRows)[number];

/** One of the site's pages: a row with a title and a description (the staff console's have a title only). */
export type SitePage = PageRow & { title: string; description: string };

const pageList = pageRows.filter((row): row is Extract<Row, { description: string }> => "description" in row);

export type SitePath = Extract<Row, { description: string }>["path"];

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

/** A campaign's page and a supporter's page under it (decision 125) show its totals now: revalidated too. */
const campaignPage = /^(?:\/es)?\/campaigns\/[a-z0-9-]{1,60}(?:\/(?!start$)[a-z0-9-]{1,60})?$/;

/** Whether the address is a revalidated page (the `revalidated` kind above): shared, kept, asked about every time. */
export function isRevalidatedPagePath(pathname: string): boolean {
  return revalidatedPagePaths.has(pathname) || classSessionPage.test(pathname) || campaignPage.test(pathname);
}

/** The addresses of personal pages, in every language: never cached, even when they answer 404. */
export const personalPagePaths: ReadonlySet<string> = new Set(
  addressesInEveryLanguage(sitePages.filter((page) => page.personal)),
);

/** Legacy address (lower-cased) → canonical path. */
export const permanentRedirects = new Map<string, string>(
  sitePages.flatMap((page) => (page.redirectsFrom ?? []).map((from) => [from.toLowerCase(), page.path] as const)),
);

type NamedRow = Extract<Row, { name: string }>;

/** The staff console's pages by name: outside the site's navigation, sitemap and search engines; its own menu is `staffNav`. */
export const staffPages = Object.fromEntries(
  pageRows
    .filter((row): row is NamedRow => "name" in row)
    .map((row) => [row.name, { path: row.path, title: row.title }] as const),
) as { [R in NamedRow as R["name"]]: { path: R["path"]; title: R["title"] } };

export const staffNav = [
  staffPages.home,
  staffPages.applications,
  staffPages.partners,
  staffPages.requests,
  staffPages.donations,
  staffPages.shield,
  staffPages.classes,
  staffPages.inbox,
  staffPages.board,
  staffPages.newsletter,
  staffPages.gifts,
  staffPages.volunteering,
  staffPages.campaigns,
  staffPages.import,
  staffPages.mail,
  staffPages.activity,
  staffPages.figures,
  staffPages.leaderboard,
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
