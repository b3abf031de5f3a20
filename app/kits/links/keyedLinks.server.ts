/**
 * Links that are keys in themselves (decision 085's drop-off pass, the gifts' and the tickets' own links): the key
 * is a keyed hash of what the link names, under a key made from `JWT_SECRET` for that purpose alone, so nothing is
 * stored, one purpose's key never opens another's, and a number or id read off a screen makes no key. A wrong key
 * and an unknown subject answer alike. Links that are spent or expire are `linkTokens.server.ts`'s.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/platform/env.server";

export type KeyedPurpose = "drop-off-pass" | "gift-manage" | "gift-receipt" | "ticket-pdf" | "ticket-offer";

/** The key of a link naming `subject`: 43 characters of base64url. */
export function linkKeyOf(purpose: KeyedPurpose, subject: string): string {
  const key = createHmac("sha256", env().jwtSecret).update(purpose).digest();
  return createHmac("sha256", key).update(subject).digest("base64url");
}

/** Whether `key` is the link's key for `subject`, compared in constant time; anything not shaped as a key is not. */
export function isLinkKey(purpose: KeyedPurpose, subject: string, key: string | null | undefined): boolean {
  if (!key || !/^[\w-]{43}$/.test(key)) return false;
  return timingSafeEqual(Buffer.from(linkKeyOf(purpose, subject)), Buffer.from(key));
}
