/**
 * The site's menus: the page each navigation word leads to, the header's groups and the way into the portal, in a
 * language's words; the footer's columns are built from the same links (`app/page/footer.ts`).
 */
import { navigationWords, type NavigationWords } from "~/content/navigation";

export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; to: string; links: NavLink[] };

/**
 * The page each navigation word leads to, in the header and the footer alike: a page a menu and the footer both link
 * to is written once. A word names one page; where the two name a page differently (the header's 'Digital Skills
 * Courses', the footer's 'Digital Skills Classes') each word has its own entry.
 */
const navigationTargets = {
  programs: "/programs",
  apply: "/apply",
  skillsCourses: "/DSClasses",
  partnerships: "/partner",
  lowCostInternet: "/shield",
  aboutUs: "/about",
  missionHistory: "/about",
  team: "/team/",
  press: "/press",
  getInvolved: "/support",
  donateToday: "/support",
  volunteer: "/volunteer",
  dropOffSite: "/ewastedropoff",
  contact: "/contact",
  portalEntry: "/auth",
  aboutUsLink: "/about",
  impact: "/impact",
  blog: "/blog",
  ourPrograms: "/programs",
  skillsClasses: "/dsclasses",
  fundOurWork: "/financialdonation",
  donateComputers: "/donate",
  eWasteDropOff: "/ewastedropoff",
  // The sign-ins outside the route list (each realm's own), and /auth's list of who signs in where.
  partnerPortal: "/partners",
  shieldAccount: "/shield/account",
  otherSignIns: "/auth#where-to-sign-in",
} satisfies Partial<Record<keyof NavigationWords, string>>;

type NavigationTarget = keyof typeof navigationTargets;

/** The link to the page of this word, named in a language's words. */
function navLinkIn(words: NavigationWords, target: NavigationTarget): NavLink {
  return { label: words[target], to: navigationTargets[target] };
}

/** Links to the pages of these words, in this order. */
export function navLinksIn(words: NavigationWords, targets: NavigationTarget[]): NavLink[] {
  return targets.map((target) => navLinkIn(words, target));
}

/** The header's three groups of the spec's menu: each group's own page, then its links. */
const navGroupTargets: [NavigationTarget, NavigationTarget[]][] = [
  ["programs", ["apply", "skillsCourses", "partnerships", "lowCostInternet"]],
  ["aboutUs", ["missionHistory", "team", "press"]],
  ["getInvolved", ["donateToday", "donateComputers", "volunteer", "dropOffSite", "contact"]],
];

/** The header's groups, in a language's words. */
export function navGroupsIn(words: NavigationWords): NavGroup[] {
  return navGroupTargets.map(([group, links]) => ({ ...navLinkIn(words, group), links: navLinksIn(words, links) }));
}

/** The way into the portal, beside the groups in the bar and the phone menu, and in the footer. */
export function portalEntryLinkIn(words: NavigationWords): NavLink {
  return navLinkIn(words, "portalEntry");
}

export const navGroups: NavGroup[] = navGroupsIn(navigationWords);
export const portalEntryLink: NavLink = portalEntryLinkIn(navigationWords);

export type FooterLink = { label: string; to: string; external?: boolean };
export type FooterColumn = { heading: string; links: FooterLink[] };
