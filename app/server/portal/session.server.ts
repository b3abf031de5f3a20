/**
 * The portal's session and the guards of its routes. The session (`platform/sessions.server.ts`, realm "portal")
 * is a random id in a signed cookie, the session itself in the store, so 'Back to Search' really ends it; it ends
 * after 30 idle minutes or 8 hours at most.
 * A portal route starts with `requireChampion(request)` or `requireDonor(request)`, and answers with
 * `personalHeaders()`. Only /portal itself, where the emailed link lands, shows a signed-out visitor a sentence
 * instead of sending them to sign in.
 */
import { redirect } from "@remix-run/node";
import { createSessions } from "~/server/platform/sessions.server";
import type { ComputerDonor } from "~/server/records/schema.server";
import { donorForChampion } from "./trackerView.server";

const portalSessions = createSessions("portal", "portal_session");

/** The signed-in champion's record id, or null; a live session's idle clock restarts. */
export function currentChampionId(request: Request, now = Date.now()): Promise<string | null> {
  return portalSessions.current(request, now);
}

/** Starts a session and returns its Set-Cookie value. */
export function startSession(championId: string, now = Date.now()): Promise<string> {
  return portalSessions.start(championId, now);
}

/** Ends the session in the store and clears the cookie. */
export function endSession(request: Request): Promise<string> {
  return portalSessions.end(request);
}

/** Headers of a personal response (a record, a session cookie, a sign-in link in the address): never stored. */
export function personalHeaders(headers: HeadersInit = {}): Headers {
  const personal = new Headers(headers);
  personal.set("Cache-Control", "no-store");
  return personal;
}

/** The signed-in champion's record id; a visitor who is not signed in is sent to sign in. */
export async function requireChampion(request: Request): Promise<string> {
  const championId = await currentChampionId(request);
  if (!championId) throw redirect("/auth", { headers: personalHeaders() });
  return championId;
}

/**
 * The signed-in champion's donor record, as the tracker finds it. A visitor who is not signed in is sent to sign
 * in; a champion the tracker does not show as a donor is sent to `notDonor` (their tracker unless a route says).
 */
export async function requireDonor(request: Request, notDonor = "/portal"): Promise<ComputerDonor> {
  const donor = donorForChampion(await requireChampion(request));
  if (!donor) throw redirect(notDonor, { headers: personalHeaders() });
  return donor;
}
