import { randomBytes } from "node:crypto";
import { frameOrigins } from "~/config/embeds";
import { helpDeskWidget } from "~/config/external";
import { env } from "./env.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const helpDeskOrigin = new URL(helpDeskWidget.scriptUrl).origin;

/**
 * What lets an inline script run: a personal page's per-response nonce, or, on a page that is the same bytes for
 * everyone (so it cannot carry a nonce), the hashes of its inline scripts.
 */
export type InlineScripts = { nonce: string } | { hashes: string[] };

/**
 * What a page may load besides its own scripts: the help-desk widget's, only where the page offers the widget
 * (app/page/helpWidgetPages.ts: public pages; not the portal, whose pages hold a record or a sign-in link in their
 * address, nor the staff console); and where a form's answer may lead besides this site (the giving form's: the
 * payment provider's hosted page).
 */
export type PageKind = { helpWidget: boolean; formOrigins?: readonly string[] };

/** The Content-Security-Policy of an HTML page: scripts only from this site, inline ones only as allowed. */
export function contentSecurityPolicy(inline: InlineScripts, page: PageKind): string {
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed, ...(page.helpWidget ? [helpDeskOrigin] : [])].join(" "),
    // Styles are our own file; inline style attributes (sizes set by components) carry no script risk.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    // A form may send its answer on only to this site, or to a payment provider's hosted page the page names.
    ["form-action 'self'", ...(page.formOrigins ?? [])].join(" "),
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response carries, page, data or static file. */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(env().servedOverHttps ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** An HTML page adds its own CSP; the base headers come from `server.js` for every response. */
export function applyPageSecurityHeaders(headers: Headers, inline: InlineScripts, page: PageKind): Headers {
  headers.set("Content-Security-Policy", contentSecurityPolicy(inline, page));
  return headers;
}
