/**
 * The application's single-use links (saving an application for later, a recommender's letter, the follow-up): an
 * unguessable token in the address and nothing else. The store keeps the token's hash, never the token, plus a
 * random nonce from which the server alone (it holds the secret) can make the same token again, so a reminder
 * sends the same link. A link is valid until it is used, replaced or expires.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { env } from "~/platform/env.server";
import { changes, firstRow, sql, type Db } from "~/db/engine.server";

/**
 * "donation-confirm": a donation given while signed out, confirmed by its address (decision 085). "class-cancel":
 * a student's place in a class, cancelled; "class-offer": a seat offered from the waitlist, confirmed (decision 090);
 * "class-certificate": a student's certificate of completion, downloaded as often as they like until it expires
 * (never spent; decision 094). "newsletter-confirm": an address asked for the newsletter, confirmed (decision 120). "volunteer-cancel" and
 * "volunteer-offer": the same for a volunteer shift; "volunteer-hours": a volunteer's shifts and hours and their
 * letter, opened until it expires (decision 119). "gift-statement": a year-end statement texted to a donor who gave
 * only a mobile number, downloaded as often as they like until it expires (decision 117). "supporter-confirm": a
 * supporter's page under a campaign, its email confirmed (decision 125).
 */
export type LinkPurpose =
  | "resume"
  | "recommend"
  | "follow-up"
  | "donation-confirm"
  | "class-cancel"
  | "class-offer"
  | "class-certificate"
  | "newsletter-confirm"
  | "volunteer-cancel"
  | "volunteer-offer"
  | "volunteer-hours"
  | "gift-statement"
  | "supporter-confirm";

const linkKey = () => createHmac("sha256", env().jwtSecret).update("application-links").digest();

const tokenOf = (purpose: LinkPurpose, nonce: string) =>
  createHmac("sha256", linkKey()).update(`${purpose}\n${nonce}`).digest("base64url");

export const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A token is 43 characters of base64url; anything else is not one, and is never looked up. */
export const looksLikeToken = (value: string) => /^[\w-]{43}$/.test(value);

export async function issueLink(
  db: Db,
  purpose: LinkPurpose,
  subjectId: string,
  validForMs: number,
  now = Date.now(),
): Promise<{ token: string; hash: string; expiresAt: number }> {
  const nonce = randomBytes(16).toString("base64url");
  const token = tokenOf(purpose, nonce);
  const hash = hashOf(token);
  const expiresAt = now + validForMs;
  await sql`INSERT INTO link_tokens (token_hash, purpose, subject_id, nonce, created_at, expires_at)
     VALUES (${hash}, ${purpose}, ${subjectId}, ${nonce}, ${now}, ${expiresAt})`.execute(db);
  return { token, hash, expiresAt };
}

export type LinkState = "valid" | "used" | "expired" | "replaced";
export type FoundLink = { hash: string; subjectId: string; state: LinkState; usedAt: number | null; expiresAt: number };

/** The link a token opens, and whether it can still be used; null for a token that was never given. */
export async function findLink(
  db: Db,
  purpose: LinkPurpose,
  token: string,
  now = Date.now(),
): Promise<FoundLink | null> {
  if (!looksLikeToken(token)) return null;
  const hash = hashOf(token);
  const row = await firstRow(
    db,
    sql<{ subject_id: string; expires_at: number; used_at: number | null; revoked_at: number | null }>`
      SELECT subject_id, expires_at, used_at, revoked_at FROM link_tokens
       WHERE token_hash = ${hash} AND purpose = ${purpose}`,
  );
  if (!row) return null;
  const state: LinkState =
    row.used_at !== null ? "used" : row.revoked_at !== null ? "replaced" : row.expires_at <= now ? "expired" : "valid";
  return { hash, subjectId: row.subject_id, state, usedAt: row.used_at, expiresAt: row.expires_at };
}

/** Uses a link up; false when it was no longer valid (used a moment ago by another request, say). */
export async function spendLink(db: Db, hash: string, now = Date.now()): Promise<boolean> {
  return (
    (await changes(
      db,
      sql`UPDATE link_tokens SET used_at = ${now}
         WHERE token_hash = ${hash} AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ${now}`,
    )) > 0
  );
}

/** Every link of this purpose and subject still open stops working (a new recommender named, say). */
export async function revokeLinks(db: Db, purpose: LinkPurpose, subjectId: string, now = Date.now()): Promise<void> {
  await sql`UPDATE link_tokens SET revoked_at = ${now}
     WHERE purpose = ${purpose} AND subject_id = ${subjectId} AND used_at IS NULL AND revoked_at IS NULL`.execute(db);
}

/** A link still valid, its token made again from its nonce (a reminder sends the same link); null otherwise. */
export async function linkAgain(
  db: Db,
  purpose: LinkPurpose,
  hash: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number } | null> {
  const row = await firstRow(
    db,
    sql<{ nonce: string; expires_at: number | string }>`SELECT nonce, expires_at FROM link_tokens
       WHERE token_hash = ${hash} AND purpose = ${purpose} AND used_at IS NULL AND revoked_at IS NULL
         AND expires_at > ${now}`,
  );
  return row ? { token: tokenOf(purpose, row.nonce), expiresAt: Number(row.expires_at) } : null;
}
