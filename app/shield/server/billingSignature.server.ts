/**
 * Zoho Billing's webhook signature, as its help page "How do I secure my webhooks" describes it (decision 088, 103):
 * `X-Zoho-Webhook-Signature` is the HMAC-SHA256, keyed with the webhook's secret token, in hex, of one string: the
 * key-value pairs of the query string and, for an `application/x-www-form-urlencoded` body, of the form too, all
 * decoded and sorted together by key, each key followed by its value with nothing between; then, for a JSON body
 * (the default payload or a customised raw JSON), the raw body exactly as received, never sorted or re-serialised.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** A webhook's body as it was signed: raw JSON, or the decoded pairs of a form. */
export type SignedBody = { kind: "json"; raw: string } | { kind: "form"; pairs: [string, string][] };

/** The string Zoho Billing signs. Pairs of one key keep the order they came in (the sort is stable). */
export function signedText(url: URL, body: SignedBody): string {
  const pairs = [...url.searchParams, ...(body.kind === "form" ? body.pairs : [])];
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pairs.map(([key, value]) => `${key}${value}`).join("")}${body.kind === "json" ? body.raw : ""}`;
}

export function webhookSignature(secret: string, url: URL, body: SignedBody): string {
  return createHmac("sha256", secret).update(signedText(url, body), "utf8").digest("hex");
}

/** Whether the header is this request's signature (hex, either case), compared in constant time. */
export function signatureMatches(secret: string, url: URL, body: SignedBody, given: string | null): boolean {
  const hex = given?.trim() ?? "";
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  return timingSafeEqual(Buffer.from(webhookSignature(secret, url, body), "hex"), Buffer.from(hex, "hex"));
}
