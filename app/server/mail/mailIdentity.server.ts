/**
 * Who the mail says it is from, and the id each message carries. The default sender names the organisation
 * (`org.name`, the one place its name is kept) at the site's own host, so a message never comes from
 * `no-reply@localhost`. A Message-ID is a random UUID at the sender's domain: unique across stores and sites, so a
 * receiver that drops repeated ids never drops a message it has not seen.
 */
import { randomUUID } from "node:crypto";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { org } from "~/config/org";

/** The one address a From setting names, or null when it names none or several. */
export function senderAddress(mailFrom: string): string | null {
  const parsed = addressparser(mailFrom, { flatten: true });
  if (parsed.length !== 1) return null;
  const address = parsed[0]!.address;
  return /^[^@\s]+@[^@\s]+$/.test(address) ? address : null;
}

/** `"Tech Access Non-Profit" <no-reply@HOST>`, HOST being the public address's host. */
export function defaultMailFrom(publicUrl: string): string {
  const name = org.name.replace(/["\\]/g, "\\$&");
  return `"${name}" <no-reply@${new URL(publicUrl).hostname}>`;
}

/** The sender's domain, or the public address's host when the From setting names no usable address. */
export function messageIdDomain(mailFrom: string, publicUrl: string): string {
  return senderAddress(mailFrom)?.split("@")[1] ?? new URL(publicUrl).hostname;
}

export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}
