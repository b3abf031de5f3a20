/**
 * Who may use the staff console and what every staff route starts with. Staff sign in like the portal's users,
 * in a realm of their own ("staff"): their own cookie, sessions the portal never reads, links the portal refuses.
 * Every request checks the address against STAFF_EMAILS, so an address taken off the list (settings are read as
 * the server starts) loses its open sessions with the restart rather than when they time out.
 */
import { redirect } from "@remix-run/node";
import { emailKey } from "~/portal/championLookup";
import { env } from "~/server/platform/env.server";
import { createSessions } from "~/server/platform/sessions.server";

export const staffSessions = createSessions("staff", "staff_session");

export function isStaffAddress(email: string): boolean {
  return env().staffEmails.includes(emailKey(email));
}

/**
 * Headers of every staff response: never stored, never indexed. `server.js` sets the same on every response under
 * /staff (redirects and errors included) through `staffPathHeaders`; routes set them too, since Remix's own
 * headers of a page replace what came before.
 */
export function staffHeaders(headers: HeadersInit = {}): Headers {
  const staff = new Headers(headers);
  staff.set("Cache-Control", "no-store");
  staff.set("X-Robots-Tag", "noindex, nofollow");
  return staff;
}

export function isStaffPath(pathname: string): boolean {
  return pathname === "/staff" || pathname.startsWith("/staff/") || pathname.startsWith("/staff.");
}

/** The signed-in member of staff's address, or null (no staff session, or the address is no longer listed). */
export async function currentStaff(request: Request): Promise<string | null> {
  const email = await staffSessions.current(request);
  return email && isStaffAddress(email) ? email : null;
}

/** The signed-in member of staff's address; anyone else is sent to the staff sign-in page. */
export async function requireStaff(request: Request): Promise<string> {
  const email = await currentStaff(request);
  if (!email) throw redirect("/staff/sign-in", { headers: staffHeaders() });
  return email;
}
