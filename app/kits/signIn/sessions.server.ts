/**
 * Server sessions of one realm (the portal's, the staff console's or the partner portal's): a random id in a signed cookie of the
 * realm's own name, the session itself in the store, so signing out really ends it. A session ends after 30 idle
 * minutes or 8 hours at most, or as soon as the realm says it no longer holds (the portal: the champion is gone or
 * has another email address). Each realm sees only its own sessions: a portal session id copied into the staff
 * cookie opens nothing. The cookie has no lifetime of its own, so closing the browser (a shared library computer)
 * ends it too; the store keeps the idle and absolute limits.
 */
import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { firstRow, sql } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { inTransaction } from "~/db/transaction.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";

/**
 * Who signs in: applicants and donors (the portal), the organisation's staff (the staff console) or the caseworkers
 * of active partners (the partner portal, `/partners`) or Shield subscribers (their account pages, `/shield/account`).
 */
export type Realm = "portal" | "staff" | "partner" | "shield";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 8 * 60 * 60 * 1000;

/** A live session: its id, who it is for (a champion's record id, a staff address) and the email key it was opened for. */
export type Session = { id: string; subject: string; emailKey: string | null };

type SessionRow = { champion_id: string; email_key: string | null; created_at: number; last_seen_at: number };

/** Each realm's cookie, named this over http; over https it gets the `__Host-` prefix (Secure, no Domain, path /). */
const cookieNames: Record<Realm, string> = {
  portal: "portal_session",
  staff: "staff_session",
  partner: "partner_session",
  shield: "shield_session",
};

function realmCookie(realm: Realm) {
  const secure = env().servedOverHttps;
  const name = cookieNames[realm];
  return createCookie(secure ? `__Host-${name}` : name, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: env().sessionSecrets,
  });
}

/**
 * The session id the request's cookie of this realm carries (signed by this server), whether or not the session is
 * still live; null without one. What a form's token is bound to (formGuard.server.ts): read, never refreshed.
 */
export async function sessionIdIn(realm: Realm, request: Request): Promise<string | null> {
  try {
    const value: unknown = await realmCookie(realm).parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : null;
  } catch {
    return null; // a malformed cookie is just no session
  }
}

/** `endedBecause` tells why a stored session no longer holds, or null while it does. */
export function createSessions(
  realm: Realm,
  endedBecause: (session: Session) => string | null | Promise<string | null> = () => null,
) {
  const cookie = realmCookie(realm);
  const sessionIdFrom = (request: Request) => sessionIdIn(realm, request);

  return {
    /** The signed-in session, or null; a live session's idle clock restarts. */
    async current(request: Request, now = Date.now()): Promise<Session | null> {
      const id = await sessionIdFrom(request);
      if (!id) return null;
      const store = db();
      const row = await firstRow(
        store,
        sql<SessionRow>`SELECT champion_id, email_key, created_at, last_seen_at FROM sessions
           WHERE id = ${id} AND realm = ${realm}`,
      );
      if (!row) return null;
      const session = { id, subject: row.champion_id, emailKey: row.email_key };
      const expired = now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_MAX_MS;
      const ended = expired ? "expired" : await endedBecause(session);
      if (ended) {
        await sql`DELETE FROM sessions WHERE id = ${id}`.execute(store);
        if (!expired) log.info("session ended", { realm, reason: ended });
        return null;
      }
      try {
        await sql`UPDATE sessions SET last_seen_at = ${now} WHERE id = ${id}`.execute(store);
      } catch (error) {
        // A long import can hold SQLite's write lock; the page still shows, the idle clock just restarts next time.
        log.warn("session not refreshed", { realm, error: (error as Error).message });
      }
      return session;
    },

    /**
     * Starts a session for `subject`, opened by a link mailed to `emailKey`, and returns its Set-Cookie value.
     * The browser's earlier session of this realm, if any, ends: one browser, one person.
     */
    async start(request: Request, subject: string, emailKey: string, now = Date.now()): Promise<string> {
      const earlier = await sessionIdFrom(request);
      const id = randomBytes(32).toString("base64url");
      await inTransaction(db(), async (trx) => {
        if (earlier) await sql`DELETE FROM sessions WHERE id = ${earlier} AND realm = ${realm}`.execute(trx);
        await sql`DELETE FROM sessions WHERE last_seen_at < ${now - SESSION_IDLE_MS} OR created_at < ${now - SESSION_MAX_MS}`.execute(
          trx,
        );
        await sql`INSERT INTO sessions (id, champion_id, email_key, created_at, last_seen_at, realm)
           VALUES (${id}, ${subject}, ${emailKey}, ${now}, ${now}, ${realm})`.execute(trx);
      });
      return cookie.serialize(id);
    },

    /** Ends the session in the store and clears the cookie. */
    async end(request: Request): Promise<string> {
      const id = await sessionIdFrom(request);
      if (id) await sql`DELETE FROM sessions WHERE id = ${id} AND realm = ${realm}`.execute(db());
      return cookie.serialize("", { maxAge: 0 });
    },
  };
}
