import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  isSharedDocument,
  markPersonal,
  matchesIfNoneMatch,
  sharedCacheControl,
  sharedDocumentPaths,
  sharedDocumentResponse,
} from "~/platform/cachePolicy.server";
import { parseEnv } from "~/platform/env.server";

const get = (path: string, method = "GET") => new Request(`http://site.test${path}`, { method });

describe("which documents are shared", () => {
  it("a public page of the route list, or the 404, fetched with GET and setting nothing of its own", () => {
    expect(isSharedDocument(get("/shield"), 200, new Headers())).toBe(true);
    expect(isSharedDocument(get("/connect"), 200, new Headers())).toBe(true);
    expect(isSharedDocument(get("/nowhere"), 404, new Headers())).toBe(true);
  });

  it("the Spanish pages like their English counterparts", () => {
    expect(isSharedDocument(get("/es/programs"), 200, new Headers())).toBe(true);
    expect(isSharedDocument(get("/es/shield"), 200, new Headers())).toBe(true);
    expect(isSharedDocument(get("/es/auth"), 200, new Headers())).toBe(false);
    expect(isSharedDocument(get("/es/portal"), 404, new Headers())).toBe(false);
  });

  it("never a personal page, a post, an error, a page that sets a cookie or its own caching rule", () => {
    expect(isSharedDocument(get("/auth"), 200, new Headers())).toBe(false);
    expect(isSharedDocument(get("/portal"), 200, new Headers())).toBe(false);
    expect(isSharedDocument(get("/portal"), 404, new Headers())).toBe(false);
    expect(isSharedDocument(get("/uploadrecommendation"), 200, new Headers())).toBe(false);
    expect(isSharedDocument(get("/shield", "POST"), 200, new Headers())).toBe(false);
    expect(isSharedDocument(get("/shield"), 500, new Headers())).toBe(false);
    expect(isSharedDocument(get("/nowhere"), 200, new Headers())).toBe(false);
    expect(isSharedDocument(get("/shield"), 200, new Headers({ "Set-Cookie": "ref=x" }))).toBe(false);
    expect(isSharedDocument(get("/shield"), 200, new Headers({ "Cache-Control": "private" }))).toBe(false);
    // Under /donate/ everything is personal, its 404 too (a pass opened in another browser: issue 35).
    for (const path of ["/donate/pass/K7MQ-4X2P", "/es/donate/pass/K7MQ-4X2P", "/donate/confirm/x", "/donate/nowhere"])
      expect(isSharedDocument(get(path), 404, new Headers()), path).toBe(false);
    expect(isSharedDocument(get("/donate"), 200, new Headers())).toBe(true);
  });
});

describe("revalidated pages (the classes' seats, decision 098)", () => {
  const tagged = new Headers({ ETag: '"v1"' });
  it("are shared once their loader named the version, and never kept in the origin's memory", () => {
    const figures = ["/", "/es", "/about", "/es/about", "/impact", "/es/impact", "/partner", "/es/partner"]; // decision 118
    for (const path of [
      "/dsclasses",
      "/es/dsclasses",
      "/dsclasses/abcdefghij",
      "/es/dsclasses/abcdefghij",
      ...figures,
    ]) {
      expect(isSharedDocument(get(path), 200, tagged), path).toBe(true);
      expect(isSharedDocument(get(path), 200, new Headers()), path).toBe(false);
      expect(sharedDocumentPaths.has(path), path).toBe(false);
    }
    expect(isSharedDocument(get("/dsclasses/abcdefghij/sign-up"), 200, tagged)).toBe(false);
  });

  it("include a campaign's page and its supporters' pages, not the form that starts one (decision 125)", () => {
    for (const path of [
      "/campaigns/laptops-for-lupe",
      "/es/campaigns/laptops-for-lupe",
      "/campaigns/laptops-for-lupe/maria-nunez",
      "/es/campaigns/laptops-for-lupe/maria-nunez",
    ]) {
      expect(isSharedDocument(get(path), 200, tagged), path).toBe(true);
      expect(isSharedDocument(get(path), 200, new Headers()), path).toBe(false);
    }
    for (const path of ["/campaigns/laptops-for-lupe/start", "/es/campaigns/laptops-for-lupe/confirm/x"])
      expect(isSharedDocument(get(path), 200, tagged), path).toBe(false);
  });

  it("keep the loader's validator and are public, no-cache", async () => {
    const rendered = new Response("<p>2 seats left</p>", { headers: tagged });
    const response = await sharedDocumentResponse(get("/dsclasses"), rendered, { helpWidget: false });
    expect([response.headers.get("ETag"), response.headers.get("Cache-Control")]).toEqual(['"v1"', "public, no-cache"]);
  });
});

describe("conditional requests", () => {
  it("If-None-Match compares weakly, accepts lists and *", () => {
    expect(matchesIfNoneMatch('"a"', ['"a"'])).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', ['"a"'])).toBe(true);
    expect(matchesIfNoneMatch('"x", "b"', ['"a"', '"b"'])).toBe(true);
    expect(matchesIfNoneMatch("*", ['"a"'])).toBe(true);
    expect(matchesIfNoneMatch('"b"', ['"a"'])).toBe(false);
    expect(matchesIfNoneMatch(undefined, ['"a"'])).toBe(false);
  });
});

describe("headers", () => {
  it("lists the hash of each inline script, not of scripts loaded by address", () => {
    const html = '<script src="/enhance.js" defer></script><script type="application/ld+json">{"a":1}</script>';
    const expected = `sha256-${createHash("sha256").update('{"a":1}').digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it("a personal response is no-store and varies by cookie, keeping a stricter rule the route set", () => {
    const headers = new Headers({ Vary: "Accept-Encoding" });
    markPersonal(headers);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    const route = new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" });
    markPersonal(route);
    expect(route.get("Cache-Control")).toBe("private, no-store");
    expect(route.get("Vary")).toBe("Cookie");
  });

  it("public pages' lifetimes come from the settings, with documented defaults", () => {
    expect(sharedCacheControl()).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const defaults = parseEnv({
      DATA_DIR: "/tmp/cache-policy-test",
      SESSION_SECRET: "s".repeat(32),
      JWT_SECRET: "j".repeat(32),
      CERTIFICATE_SECRET: "c".repeat(32),
    });
    expect(defaults.publicPageCache).toEqual({ browser: 60, shared: 600, staleWhileRevalidate: 86_400 });
    const set = parseEnv({
      DATA_DIR: "/tmp/cache-policy-test",
      SESSION_SECRET: "s".repeat(32),
      JWT_SECRET: "j".repeat(32),
      CERTIFICATE_SECRET: "c".repeat(32),
      PUBLIC_PAGE_MAX_AGE: "0",
      PUBLIC_PAGE_SHARED_MAX_AGE: "3600",
    });
    expect(set.publicPageCache).toMatchObject({ browser: 0, shared: 3600 });
    expect(() => parseEnv({ DATA_DIR: "/tmp/cache-policy-test", PUBLIC_PAGE_MAX_AGE: "soon" })).toThrow(
      /PUBLIC_PAGE_MAX_AGE/,
    );
  });
});
