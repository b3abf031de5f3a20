/**
 * The portal's session and the guards of its routes. The session is a random id in a signed cookie, the session
 * itself in the store, so 'Back to Search' really ends it; it ends after 30 idle minutes or 8 hours at most.
 * A session belongs to the person the link was mailed to, not to a record id: it keeps that email key and ends
 * as soon as the champion is gone or the CRM gives the champion another address. The cookie has no lifetime of
 * its own, so closing the browser (a shared library computer) ends it too.
 * A portal route starts with `requireChampion(request)` or `requireDonor(request)`, and answers with
 * `personalHeaders()`. Only /portal itself, where the emailed link lands, shows a signed-out visitor a sentence
 * instead of sending them to sign in.
 */
import { createCookie, redirect } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { emailKey } from "~/portal/championLookup";
import { env } from "~/server/platform/env.server";
import { log } from "~/server/platform/log.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import type { ComputerDonor } from "~/server/records/schema.server";
import { db } from "~/server/records/store.server";
import { donorForChampion } from "./trackerView.server";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 8 * 60 * 60 * 1000;

const secure = env().servedOverHttps;

const sessionCookie = createCookie(secure ? "__Host-portal_session" : "portal_session", {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  secrets: env().sessionSecrets,
  // No Max-Age or Expires: a browser-session cookie; the store keeps the idle and absolute limits.
});

async function sessionIdFrom(request: Request): Promise<string | null> {
  try {
    const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
  } catch {
    return null; // a malformed cookie is just no session
  }
}

type SessionRow = { champion_id: string; email_key: string | null; created_at: number; last_seen_at: number };

/** Why a stored session no longer holds, or null while it does. */
function sessionEnded(row: SessionRow, now: number): string | null {
  if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_MAX_MS) return "expired";
  const champion = createRecordSource(db()).championById(row.champion_id);
  if (!champion?.Email) return "champion gone";
  if (row.email_key === null || emailKey(champion.Email) !== row.email_key) return "champion email changed";
  return null;
}

/** The signed-in session's id and champion, or null; a live session's idle clock restarts. */
export async function currentSession(request: Request, now = Date.now()): Promise<{ id: string; championId: string } | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  const store = db();
  const row = store.prepare("SELECT champion_id, email_key, created_at, last_seen_at FROM sessions WHERE id = ?").get(id) as
    | SessionRow
    | undefined;
  if (!row) return null;
  const ended = sessionEnded(row, now);
  if (ended) {
    store.prepare("DELETE FROM sessions WHERE id = ?").run(id);
    if (ended !== "expired") log.info("portal session ended", { reason: ended });
    return null;
  }
  try {
    store.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?").run(now, id);
  } catch (error) {
    // A long import can hold the write lock; the page still shows, the idle clock just restarts next time.
    log.warn("session not refreshed", { error: (error as Error).message });
  }
  return { id, championId: row.champion_id };
}

/** The signed-in champion's record id, or null; a live session's idle clock restarts. */
export async function currentChampionId(request: Request, now = Date.now()): Promise<string | null> {
  return (await currentSession(request, now))?.championId ?? null;
}

/**
 * Starts a session for the champion the link was mailed to (`email` is that address's key) and returns its
 * Set-Cookie value. The browser's earlier session, if any, ends: one browser, one person.
 */
export async function startSession(request: Request, championId: string, email: string, now = Date.now()): Promise<string> {
  const earlier = await sessionIdFrom(request);
  const id = randomBytes(32).toString("base64url");
  const store = db();
  store.transaction(() => {
    if (earlier) store.prepare("DELETE FROM sessions WHERE id = ?").run(earlier);
    store.prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?").run(now - SESSION_IDLE_MS, now - SESSION_MAX_MS);
    store
      .prepare("INSERT INTO sessions (id, champion_id, email_key, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)")
      .run(id, championId, email, now, now);
  })();
  return sessionCookie.serialize(id);
}

/** Ends the session in the store and clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const id = await sessionIdFrom(request);
  if (id) db().prepare("DELETE FROM sessions WHERE id = ?").run(id);
  return sessionCookie.serialize("", { maxAge: 0 });
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

/** The signed-in session (its id and champion); a visitor who is not signed in is sent to sign in. */
export async function requireSession(request: Request): Promise<{ id: string; championId: string }> {
  const session = await currentSession(request);
  if (!session) throw redirect("/auth", { headers: personalHeaders() });
  return session;
}

/** The signed-in champion's record id; a visitor who is not signed in is sent to sign in. */
export async function requireChampion(request: Request): Promise<string> {
  return (await requireSession(request)).championId;
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
