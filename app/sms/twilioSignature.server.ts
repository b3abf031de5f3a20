/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token, over the full
 * address the provider posted to followed by each POST parameter's name and value, sorted by name, base64-encoded.
 * The address is PUBLIC_URL and the path (the one the provider is configured with), never the Host header a proxy
 * or a caller could change.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): string {
  const sorted = [...params].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const signed = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** Whether the header is the signature of this request; absent or different is false (compared in constant time). */
export function isSignedByTwilio(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
  header: string | null,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
