/**
 * Who may use the staff console and what every staff route starts with. Staff sign in like the portal's users,
 * in a realm of their own ("staff"): their own cookie, sessions the portal never reads, links the portal refuses.
 * Every request checks the address against STAFF_EMAILS, so an address taken off the list (settings are read as
 * the server starts) loses its open sessions with the restart rather than when they time out.
 */
import { staffPages } from "~/config/routes";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import { createSessions } from "~/kits/signIn/sessions.server";
import { requireSignedIn } from "~/kits/signIn/requireSignedIn.server";

// A member of staff stays signed in only while their address is still listed in STAFF_EMAILS.
export const staffSessions = createSessions("staff", (session) =>
  isStaffAddress(session.subject) ? null : "no longer listed",
);

export function isStaffAddress(email: string): boolean {
  return env().staffEmails.includes(emailKey(email));
}

/**
 * Headers of every response under /staff, pages, redirects and errors alike: never stored, never indexed. Set by
 * `server.js` for the whole path (`serverHooks.baseSecurityHeaders`), so no staff route can forget them.
 */
export const staffResponseHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The signed-in member of staff's address, or null (no staff session, or the address is no longer listed). */
export async function currentStaff(request: Request): Promise<string | null> {
  return (await staffSessions.current(request))?.subject ?? null;
}

/** The signed-in member of staff's address; anyone else is sent to the staff sign-in page. */
export async function requireStaff(request: Request): Promise<string> {
  return requireSignedIn(currentStaff(request), staffPages.signIn.path);
}
