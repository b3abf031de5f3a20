import { randomBytes } from "node:crypto";
import { frameOrigins } from "~/config/embeds";
import { helpDeskWidget } from "~/config/external";
import { env } from "./env.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const scriptOrigins = [new URL(helpDeskWidget.scriptUrl).origin];

/** The Content-Security-Policy of an HTML page: scripts only from this site, with this response's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${scriptOrigins.join(" ")}`,
    // Styles are our own file; inline style attributes (sizes set by components) carry no script risk.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
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
export function applyPageSecurityHeaders(headers: Headers, nonce: string): Headers {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return headers;
}
