/**
 * The parts of the site that belong to one person or one organisation, by address: every answer there is personal
 * (never kept by a shared cache, its 404 too), and a form there is bound to that part's session. One place for the
 * cache policy, the form guard and the server's hooks, which sit below the wings that serve these addresses.
 */
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

/**
 * Whether an address is a donation's page or under it, in either language: every answer there is personal, its 404
 * too (the same for another donor's donation as for an unknown one, so it must never be a shared, cached page).
 */
export function isDonationPath(pathname: string): boolean {
  return /^(\/es)?\/portal\/donations(\/|$)/i.test(pathname);
}

/** A donation's page: the donor record's id in the portal's address (issue 28). */
export function donationPathIn(locale: Locale, donorRecordId: string): string {
  return `${pathInLocale(locale, "/portal")}/donations/${encodeURIComponent(donorRecordId)}`;
}
