/**
 * The portal's session: a random id in a signed cookie, the session itself in the store, so 'Back to Search'
 * really ends it. It ends after 30 idle minutes or 8 hours at most.
 */
import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { db } from "~/server/records/store.server";
import { env } from "~/server/platform/env.server";
import { log } from "~/server/platform/log.server";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 8 * 60 * 60 * 1000;

const secure = env().servedOverHttps;

const sessionCookie = createCookie(secure ? "__Host-portal_session" : "portal_session", {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  secrets: env().sessionSecrets,
  maxAge: SESSION_MAX_MS / 1000,
});

async function sessionIdFrom(request: Request): Promise<string | null> {
  try {
    const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
  } catch {
    return null; // a malformed cookie is just no session
  }
}

/** The signed-in champion's record id, or null; a live session's idle clock restarts. */
export async function currentChampionId(request: Request, now = Date.now()): Promise<string | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  const store = db();
  const row = store.prepare("SELECT champion_id, created_at, last_seen_at FROM sessions WHERE id = ?").get(id) as
    | { champion_id: string; created_at: number; last_seen_at: number }
    | undefined;
  if (!row) return null;
  if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_MAX_MS) {
    store.prepare("DELETE FROM sessions WHERE id = ?").run(id);
    return null;
  }
  try {
    store.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?").run(now, id);
  } catch (error) {
    // A long import can hold the write lock; the page still shows, the idle clock just restarts next time.
    log.warn("session not refreshed", { error: (error as Error).message });
  }
  return row.champion_id;
}

/** Starts a session and returns its Set-Cookie value. */
export async function startSession(championId: string, now = Date.now()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const store = db();
  store.prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?").run(now - SESSION_IDLE_MS, now - SESSION_MAX_MS);
  store.prepare("INSERT INTO sessions (id, champion_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(id, championId, now, now);
  return sessionCookie.serialize(id);
}

/** Ends the session in the store and clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const id = await sessionIdFrom(request);
  if (id) db().prepare("DELETE FROM sessions WHERE id = ?").run(id);
  return sessionCookie.serialize("", { maxAge: 0 });
}
