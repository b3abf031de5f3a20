/**
 * Twilio's request signature (X-Twilio-Signature), computed as Twilio's own helper libraries compute it (decision
 * 103): HMAC-SHA1, keyed with the account's auth token, over the full address the provider posted to followed by
 * each POST parameter's name sorted, and for a name that repeats, each of its distinct values sorted, every value
 * written after its name; base64-encoded. A post whose parameters repeat a name and value is signed with that pair
 * once. The address is PUBLIC_URL and the path (the one the provider is configured with), never the Host header a
 * proxy or a caller could change; as the libraries do, it is accepted with or without the scheme's standard port,
 * since the provider signs either.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): string {
  const values = new Map<string, Set<string>>();
  for (const [name, value] of params) {
    const seen = values.get(name) ?? new Set<string>();
    values.set(name, seen.add(value));
  }
  let signed = url;
  for (const name of [...values.keys()].sort(byCodeUnit)) {
    for (const value of [...values.get(name)!].sort(byCodeUnit)) signed += name + value;
  }
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** The address as given, and with its scheme's standard port written out or, when it names a port, without it. */
function addressesOf(url: string): string[] {
  const parsed = new URL(url);
  const rest = url.slice(parsed.origin.length);
  if (parsed.port) return [url, `${parsed.protocol}//${parsed.hostname}${rest}`];
  // `URL` drops a standard port as it is set, so the form with it is written out.
  return [url, `${parsed.protocol}//${parsed.hostname}:${parsed.protocol === "https:" ? 443 : 80}${rest}`];
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether the header is the signature of this request; absent or different is false (compared in constant time). */
export function isSignedByTwilio(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
  header: string | null,
): boolean {
  if (!header) return false;
  const pairs = [...params];
  return addressesOf(url)
    .map((address) => sameText(twilioSignature(authToken, address, pairs), header))
    .some(Boolean);
}
