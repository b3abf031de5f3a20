/**
 * The parts of the site that belong to one person or one organisation, by address: every answer there is personal
 * (never kept by a shared cache, its 404 too), and a form there is bound to that part's session. One place for the
 * cache policy, the form guard and the server's hooks, which sit below the wings that serve these addresses.
 */
import { isShieldAccountPath } from "~/config/routes";
import { pathInLocale, type Locale } from "~/i18n/locale";

/** The staff console's addresses; routes match without regard to letter case, so neither does this. */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === "/staff" || path.startsWith("/staff/") || path.startsWith("/staff.");
}

/** The partner portal's addresses, in English and Spanish; routes match without regard to letter case. */
export function isPartnerPortalPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/^\/es(?=\/|$)/, "");
  return path === "/partners" || path.startsWith("/partners/") || path.startsWith("/partners.");
}

/** A donation's page: the donor record's id in the portal's address (issue 28). */
export function donationPathIn(locale: Locale, donorRecordId: string): string {
  return `${pathInLocale(locale, "/portal")}/donations/${encodeURIComponent(donorRecordId)}`;
}

/**
 * The areas whose every answer is someone's own, by address and in either language, whatever route matched (or
 * none): the staff console, the portal (a donor's donations too), the partner portal, a Shield subscriber's pages,
 * the sign-in, the application's and the giving steps (not the public `/donate` page), the partner application, a
 * recommender's and a follow-up's emailed links, and a student's emailed class links. A 404 there is the same for
 * an unknown address as for another person's, so it is never kept by a shared cache either (issue 45).
 */
const personalAreaPrefixes = [
  "/staff",
  "/portal",
  "/partners",
  "/auth",
  "/application",
  "/partner/apply",
  "/recommend",
  "/follow-up",
  "/uploadrecommendation",
  "/dsclasses/certificate",
  "/dsclasses/cancel",
  "/dsclasses/confirm",
];

export function isPersonalAreaPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/^\/es(?=\/|$)/, "");
  return (
    personalAreaPrefixes.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
    ) ||
    /^\/donate\/./.test(path) ||
    isShieldAccountPath(path)
  );
}
