/**
 * The portal's session and the guards of its routes. The session (`sessions.server.ts`, realm "portal")
 * is a random id in a signed cookie, the session itself in the store, so 'Sign out' (and the spec's 'Back to Search') really ends it; it ends
 * after 30 idle minutes or 8 hours at most, or when the browser closes.
 * A session belongs to the person the link was mailed to, not to a record id: it keeps that email key and ends
 * as soon as the champion is gone or the CRM gives the champion another address. A session opened by a texted
 * code (issue 38) keeps the number instead, and ends as soon as the champion no longer has that number.
 * A portal route starts with `requireChampion(request)`, and answers with
 * `personalHeaders()`. Only /portal itself, where the emailed link lands, shows a signed-out visitor a sentence
 * instead of sending them to sign in.
 */
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { createSessions } from "~/kits/signIn/sessions.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";
import { requireSignedIn } from "./requireSignedIn.server";

export { SESSION_IDLE_MS, SESSION_MAX_MS } from "~/kits/signIn/sessions.server";

const portalSessions = createSessions("portal", async (session) => {
  const champion = await createRecordSource(db()).championById(session.subject);
  if (champion && session.emailKey?.startsWith("+"))
    return champion.Mobile === session.emailKey ? null : "champion number changed";
  if (!champion?.Email) return "champion gone";
  if (session.emailKey === null || emailKey(champion.Email) !== session.emailKey) return "champion email changed";
  return null;
});

/** The signed-in session's id, champion and email key, or null; a live session's idle clock restarts. */
export async function currentSession(
  request: Request,
  now = Date.now(),
): Promise<{ id: string; championId: string; emailKey: string | null } | null> {
  const session = await portalSessions.current(request, now);
  return session ? { id: session.id, championId: session.subject, emailKey: session.emailKey } : null;
}

/** The signed-in champion's record id, or null; a live session's idle clock restarts. */
export async function currentChampionId(request: Request, now = Date.now()): Promise<string | null> {
  return (await currentSession(request, now))?.championId ?? null;
}

/**
 * Starts a session for the champion the link was mailed to (`email` is that address's key) and returns its
 * Set-Cookie value. The browser's earlier session, if any, ends: one browser, one person.
 */
export function startSession(request: Request, championId: string, email: string, now = Date.now()): Promise<string> {
  return portalSessions.start(request, championId, email, now);
}

/** Ends the session in the store and clears the cookie. */
export function endSession(request: Request): Promise<string> {
  return portalSessions.end(request);
}

/**
 * Headers of a personal response (a record, a session cookie, a sign-in link in the address, a download): never
 * stored, and never served to one browser from what a cache kept for another. Every personal response takes its
 * headers from here: pages and their data requests (the route's `headers`), redirects, downloads.
 */
export function personalHeaders(headers: HeadersInit = {}): Headers {
  const personal = new Headers(headers);
  personal.set("Cache-Control", "no-store");
  if (!/\bcookie\b/i.test(personal.get("Vary") ?? "")) personal.append("Vary", "Cookie");
  return personal;
}

/** The sign-in page in the language of the request's address. */
export function signInPathFor(request: Request): string {
  return pathInLocale(localeFromPath(new URL(request.url).pathname), "/auth");
}

/**
 * The signed-in session (its id, champion and the email key or number it was opened with); a visitor who is not
 * signed in is sent to sign in, in their language.
 */
export async function requireSession(
  request: Request,
): Promise<{ id: string; championId: string; emailKey: string | null }> {
  return requireSignedIn(currentSession(request), signInPathFor(request), personalHeaders());
}

/** The signed-in champion's record id; a visitor who is not signed in is sent to sign in. */
export async function requireChampion(request: Request): Promise<string> {
  return (await requireSession(request)).championId;
}
