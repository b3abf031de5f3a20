/**
 * The one shape of every realm's "require" (the portal's session, a caseworker, a member of staff, a subscriber):
 * what the realm finds for this request, or a redirect to the realm's sign-in page with the realm's headers, thrown
 * so the route's loader or action stops there.
 */
import { redirect } from "@remix-run/node";

export async function requireSignedIn<T>(
  found: Promise<T | null | undefined>,
  signInPath: string,
  headers?: HeadersInit,
): Promise<T> {
  const value = await found;
  if (value === null || value === undefined) throw redirect(signInPath, headers ? { headers } : undefined);
  return value;
}
