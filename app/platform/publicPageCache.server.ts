import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { matchesIfNoneMatch, sharedDocumentPaths } from "./cachePolicy.server";
import { env } from "./env.server";
import { csrfCookieName } from "./csrfCookieName.server";

/**
 * The origin's own cache of public pages, in front of Remix: each page of the route list that is the same for
 * everyone, and each blog article, is rendered once per process (so once per build) and then answered from memory,
 * plain or gzip, with 304 for a matching `If-None-Match`. The rules are kept few so they are plainly safe:
 * - only GET and HEAD of a shared path (`sharedDocumentPaths`), exactly, with no query string (a query can carry a
 *   referral, a coupon or a person's details, and the app decides what it means);
 * - a request with any cookie but the sign-in form's CSRF cookie (the portal session, a referral...) or with
 *   credentials goes to the app, and so does everything in development (edits show at once);
 * - the page is rendered from a request with no cookie, no query and no headers, so nothing of a visitor can
 *   reach it, and kept only if the app marked it `public` and set no cookie.
 */

type Entry = {
  status: number;
  headers: [string, string][];
  etag: string;
  body: Buffer;
  gzip: Buffer;
  gzipEtag: string;
};

/** Cookies that never change a public page. */
const harmlessCookies = new Set([csrfCookieName]);

function cookieNames(header: string): string[] {
  return header
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter(Boolean);
}

function servedFromCache(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.url !== req.path || !sharedDocumentPaths.has(req.path)) return false;
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  return !cookie || cookieNames(cookie).every((name) => harmlessCookies.has(name));
}

/** Headers of the rendered page kept with it; the base security headers come from server.js on every response. */
const keptHeaders = new Set(["content-type", "content-security-policy", "cache-control"]);

async function render(handle: (request: Request) => Promise<Response>, path: string): Promise<Entry | null> {
  const response = await handle(new Request(new URL(path, env().publicUrl)));
  const body = Buffer.from(await response.arrayBuffer());
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const etag = response.headers.get("ETag");
  if (response.status !== 200 || !etag || !/\bpublic\b/.test(cacheControl) || response.headers.has("Set-Cookie"))
    return null;
  const headers = [...response.headers].filter(([name]) => keptHeaders.has(name.toLowerCase()));
  // A strong validator belongs to one representation, so the gzip bytes get their own.
  return { status: response.status, headers, etag, body, gzip: gzipSync(body), gzipEtag: etag.replace(/"$/, '-gzip"') };
}

function send(req: ExpressRequest, res: ExpressResponse, entry: Entry, hit: boolean) {
  // No Accept-Encoding means "anything" in theory, but plain bytes are what such clients expect.
  const gzip =
    /\bgzip\b/i.test(req.headers["accept-encoding"] ?? "") && req.acceptsEncodings("gzip", "identity") === "gzip";
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", gzip ? entry.gzipEtag : entry.etag);
  res.setHeader("X-Origin-Cache", hit ? "hit" : "miss");
  if (matchesIfNoneMatch(req.headers["if-none-match"], [entry.etag, entry.gzipEtag])) {
    res.status(304).end();
    return;
  }
  const body = gzip ? entry.gzip : entry.body;
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.status(entry.status).end(req.method === "HEAD" ? undefined : body);
}

/** The Express middleware; `server.js` puts it in front of Remix's handler. */
export function publicPageCache(build: ServerBuild): RequestHandler {
  if (env().nodeEnv === "development") return (_req, _res, next) => next();
  const handle = createRequestHandler(build, env().nodeEnv);
  // One render per path, shared by the requests that arrive while it runs; a failed or unkept render is
  // forgotten, so the next request tries again (and this one is answered by the app as usual).
  const entries = new Map<string, Promise<Entry | null>>();
  return (req, res, next) => {
    if (!servedFromCache(req)) return next();
    let entry = entries.get(req.path);
    const hit = entry !== undefined;
    if (!entry) {
      entry = render(handle, req.path);
      entries.set(req.path, entry);
      const forget = () => entries.delete(req.path);
      entry.then((kept) => kept ?? forget(), forget);
    }
    // A render that threw was logged by the app's error handler; the app answers this request itself.
    entry.then(
      (kept) => (kept ? send(req, res, kept, hit) : next()),
      () => next(),
    );
  };
}
