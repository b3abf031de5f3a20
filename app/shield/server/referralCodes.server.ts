/**
 * A subscriber's own referral code (decision 088): ten random letters and digits (no 0/O or 1/I/L, so it is read
 * aloud and typed without doubt), made the first time their account shows it and kept, one per subscription; never
 * derived from the subscription's id, so sharing it reveals nothing and opens nothing. Its link is
 * `/shield?ref=<code>`, which the site's referral cookie already carries to every checkout (`referral.server.ts`).
 */
import { randomInt } from "node:crypto";
import { firstRow, sql, type Db } from "~/db/engine.server";

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 10;

export function newReferralCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** The subscription's code, made now if it has none (a code taken by another, vanishingly rare, is drawn again). */
export async function referralCodeOf(db: Db, subscriptionId: string, now = Date.now()): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await firstRow(
      db,
      sql<{ code: string }>`SELECT code FROM shield_referral_codes WHERE subscription_id = ${subscriptionId}`,
    );
    if (found) return found.code;
    await sql`INSERT INTO shield_referral_codes (subscription_id, code, created_at)
       VALUES (${subscriptionId}, ${newReferralCode()}, ${now}) ON CONFLICT DO NOTHING`.execute(db);
  }
  throw new Error("No referral code could be kept for this subscription.");
}

/** The code's link, on the site's own address. */
export function referralLink(publicUrl: string, code: string): string {
  const url = new URL("/shield", publicUrl);
  url.searchParams.set("ref", code);
  return url.href;
}
