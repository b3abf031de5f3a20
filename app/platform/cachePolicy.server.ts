import { createHash } from "node:crypto";
import { data } from "@remix-run/node";
import { isRevalidatedPagePath, personalPagePaths, sharedPagePaths } from "~/config/routes";
import { blogArticleList } from "~/content/blogArticles";
import { locales, pathInLocale } from "~/i18n/locale";
import { buildFingerprint } from "./buildFingerprint.server";
import { env } from "./env.server";
import { inlineFirstScreenPictures } from "./firstScreenPictures.server";
import { applyPageSecurityHeaders, type PageKind } from "./securityHeaders.server";
import { isPersonalAreaPath } from "~/config/personalAreas";

/**
 * The one place that says which responses caches may keep. A public page is the same bytes for every visitor
 * of a build (no nonce, no cookie), so browsers, a CDN and the origin's memory (publicPageCache.server.ts) keep
 * it; a revalidated page (the route list's kind: the classes' seats) is the same for everyone too but changes with
 * the store, so browsers and a CDN keep it and ask every time, and the origin's memory never holds it (decision
 * 098); everything else is personal and never stored.
 */

/** The documents that are the same for everyone: the route list's public pages and the blog's articles, in every language. */
export const sharedDocumentPaths: ReadonlySet<string> = new Set([
  ...sharedPagePaths,
  ...blogArticleList.flatMap((article) => locales.map((locale) => pathInLocale(locale, article.path))),
]);

/**
 * Whether a document is shared, decided before it is rendered: a GET of a page of the route list that is not
 * personal or of a blog article (or the 404 page), which set no cookie and no caching rule of its own (a route that sets a cookie
 * or says `private` stays personal).
 */
export function isSharedDocument(request: Request, status: number, headers: Headers): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (headers.has("Set-Cookie") || headers.has("Cache-Control")) return false;
  const path = new URL(request.url).pathname;
  // Every answer under a personal area is personal, whatever its status and whichever route (or none) matched it:
  // the area decides, so a new page there, or a 404 for another person's record, needs nothing more (issue 45).
  if (isPersonalAreaPath(path)) return false;
  // A revalidated page is shared once its loader has named the version it shows (its ETag).
  if (status === 200) return sharedDocumentPaths.has(path) || (isRevalidatedPagePath(path) && headers.has("ETag"));
  if (status === 404) return !personalPagePaths.has(path);
  return false;
}

/** Short in browsers (a fix reaches returning visitors soon), longer in shared caches, served stale while refreshed. */
export function sharedCacheControl(): string {
  const { browser, shared, staleWhileRevalidate } = env().publicPageCache;
  return `public, max-age=${browser}, s-maxage=${shared}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Kept by browsers and shared caches, but asked about every time (a 304 costs one read): a revalidated page. */
export const revalidatedCacheControl = "public, no-cache";

/**
 * A revalidated page's validator, worked out before anything is rendered from the version of what it shows (its
 * wing's stored version), the build and the address (so the language): strong, since one version of one build at one
 * address renders the same bytes. Its headers: the ETag on a page (the Cache-Control is added with the rest of the
 * caching headers), both on a 304. A 304 only for an address without a query: one with a referral or coupon must
 * reach the app, which sets its cookie.
 */
export function revalidatedPage(
  request: Request,
  version: string,
): { notModified: boolean; headers: Record<string, string> } {
  const url = new URL(request.url);
  const etag = `"${createHash("sha256").update(`${buildFingerprint()}\n${url.pathname}\n${version}`).digest("base64url")}"`;
  const notModified = url.search === "" && matchesIfNoneMatch(request.headers.get("If-None-Match"), [etag]);
  return {
    notModified,
    headers: notModified ? { ETag: etag, "Cache-Control": revalidatedCacheControl } : { ETag: etag },
  };
}

/** The 304 a revalidated page's loader returns when `revalidatedPage` says so: Remix renders nothing and sends these headers. */
export const notModifiedPage = (headers: HeadersInit) => data(null, { status: 304, headers });

/** A strong validator: the hash of the exact bytes. */
export function strongEtag(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches anything. */
export function matchesIfNoneMatch(header: string | null | undefined, etags: string[]): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const tag = part.trim().replace(/^W\//, "");
    return tag === "*" || etags.includes(tag);
  });
}

/** CSP hashes of the inline scripts of a page (structured data included: listing it is harmless). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!)) continue;
    hashes.push(`sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}`);
  }
  return hashes;
}

/**
 * A shared document, read whole: its caching headers, a CSP by hashes instead of a nonce, and a 304 when the
 * client already holds these bytes (only for a 200: preconditions do not apply to a 404).
 */
export async function sharedDocumentResponse(request: Request, rendered: Response, page: PageKind): Promise<Response> {
  const html = inlineFirstScreenPictures(await rendered.text());
  const body = new TextEncoder().encode(html);
  const headers = new Headers(rendered.headers);
  applyPageSecurityHeaders(headers, { hashes: inlineScriptHashes(html) }, page);
  // A render that failed half-way (500) is not kept anywhere.
  if (rendered.status !== 200 && rendered.status !== 404) {
    markPersonal(headers);
    return new Response(body, { status: rendered.status, headers });
  }
  // A revalidated page keeps the validator its loader named; its 404 (a past session) is kept like any other.
  const revalidated = rendered.status === 200 && isRevalidatedPagePath(new URL(request.url).pathname);
  const etag = revalidated ? headers.get("ETag")! : strongEtag(body);
  headers.set("Cache-Control", revalidated ? revalidatedCacheControl : sharedCacheControl());
  headers.set("ETag", etag);
  if (rendered.status === 200 && matchesIfNoneMatch(request.headers.get("If-None-Match"), [etag])) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: rendered.status, headers });
}

/** A personal response (page, data request, download) is never stored, and differs by the visitor's cookie. */
export function markPersonal(headers: Headers): void {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  const vary = headers.get("Vary");
  if (!vary?.split(",").some((name) => name.trim().toLowerCase() === "cookie")) {
    headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
  }
}
