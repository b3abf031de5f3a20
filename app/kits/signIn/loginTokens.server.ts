/**
 * The token in a sign-in link: HS256, bound to the champion's record id (`sub`) and email, valid 15 minutes,
 * with a `jti` recorded in the store so each link works once. Its audience (`aud`) names the realm it opens:
 * the portal, the staff console or the partner portal; a link for one is refused by the others.
 */
import { errors, jwtVerify, SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import type { Realm } from "~/kits/signIn/sessions.server";
import { changes, firstRow, sql, type Db } from "~/db/engine.server";

export const LOGIN_TOKEN_TTL_MS = 15 * 60 * 1000;
/** Longer input is not a token we issued; refusing it early keeps hostile input cheap. */
const MAX_TOKEN_LENGTH = 2048;

export type IssuedToken = { token: string; jti: string; expiresAt: number };
export type VerifiedToken = { championId: string; email: string; jti: string; expiresAt: number };
export type TokenProblem = "malformed" | "invalid" | "expired" | "other-record" | "used";

export function createLoginTokens(secret: string, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(championId: string, email: string, realm: Realm = "portal"): Promise<IssuedToken> {
      const jti = randomUUID();
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = now() + LOGIN_TOKEN_TTL_MS;
      const token = await new SignJWT({ email: emailKey(email) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(championId)
        .setAudience(realm)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },

    /**
     * Checks signature, algorithm, expiry, realm and that the link's recordId is the one the token was issued for
     * (`null` when the link carries no record id: a staff link is bound to its address alone).
     */
    async verify(
      token: string,
      recordId: string | null,
      realm: Realm = "portal",
    ): Promise<VerifiedToken | TokenProblem> {
      if (token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return "malformed";
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          audience: realm,
          currentDate: new Date(now()),
          requiredClaims: ["sub", "jti", "exp"],
        });
        if (typeof payload.email !== "string" || !payload.sub || !payload.jti || !payload.exp) return "invalid";
        if (recordId !== null && payload.sub !== recordId) return "other-record";
        return { championId: payload.sub, email: payload.email, jti: payload.jti, expiresAt: payload.exp * 1000 };
      } catch (error) {
        return error instanceof errors.JWTExpired ? "expired" : "invalid";
      }
    },
  };
}

export type LoginTokens = ReturnType<typeof createLoginTokens>;

let instance: LoginTokens | undefined;

/** The server's sign-in tokens, signed with JWT_SECRET. */
export function loginTokens(): LoginTokens {
  instance ??= createLoginTokens(env().jwtSecret);
  return instance;
}

export async function recordIssuedToken(
  db: Db,
  issued: IssuedToken,
  championId: string,
  email: string,
  now = Date.now(),
  realm: Realm = "portal",
): Promise<void> {
  await sql`INSERT INTO login_tokens (jti, champion_id, email_key, created_at, expires_at, realm)
     VALUES (${issued.jti}, ${championId}, ${emailKey(email)}, ${now}, ${issued.expiresAt}, ${realm})`.execute(db);
}

/** True while the link has not been used (and was issued by this store, for this realm). */
export async function isTokenUnused(db: Db, jti: string, realm: Realm = "portal"): Promise<boolean> {
  const row = await firstRow(
    db,
    sql<{ one: number }>`SELECT 1 AS one FROM login_tokens WHERE jti = ${jti} AND realm = ${realm} AND used_at IS NULL`,
  );
  return Boolean(row);
}

/** Marks the link used; only the first of two racing requests (on any origin) gets true. */
export async function consumeToken(db: Db, jti: string, now = Date.now(), realm: Realm = "portal"): Promise<boolean> {
  const changed = await changes(
    db,
    sql`UPDATE login_tokens SET used_at = ${now} WHERE jti = ${jti} AND realm = ${realm} AND used_at IS NULL`,
  );
  return changed === 1;
}
