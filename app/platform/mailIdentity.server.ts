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

/**
 * The From address's domain, where Message-IDs are made: MAIL_FROM's, or PUBLIC_URL's host by default. MAIL_FROM
 * is checked at start-up to name one address, so a From without one is a mistake in the code.
 */
export function senderDomain(mailFrom: string): string {
  const address = senderAddress(mailFrom);
  if (!address) throw new Error("The From setting names no address");
  return address.slice(address.lastIndexOf("@") + 1);
}

export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}
