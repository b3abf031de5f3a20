import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { expect, type APIResponse } from "@playwright/test";
import { test } from "../support/test";
import remixConfig from "../../remix.config.js";
import { sharedPagePaths } from "~/config/routes";
import { locales, pathInLocale } from "~/i18n/locale";
import { blogArticleList } from "../support/blogArticles";
import { people } from "../support/portalFixtures";
import { postSignIn, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

/**
 * public pages are the same bytes for every visitor (no nonce, no cookie), cacheable in front and kept
 * in the origin's memory; personal responses are never stored. Against the built server, as a CDN would see it.
 */
// One server for the file: its tests run in one worker, in order (spread over workers, each would start its own).
test.describe.configure({ mode: "default" });

const suite = portalSuite("caching");

const publicCacheControl = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
// The blog's articles are public pages too, in both languages.
const publicPaths = [
  ...sharedPagePaths,
  ...blogArticleList.flatMap((article) => locales.map((locale) => pathInLocale(locale, article.path))),
];
const notFoundPaths = ["/no-such-page", "/no/such-thing"];
// Unknown addresses under each personal area, in both languages and any letter case: their 404 is personal.
const personalNotFoundPaths = [
  "/staff/no-such-page",
  "/STAFF/Shield/no-such-order/x",
  "/portal/no-such-thing",
  "/es/portal/no-such-thing",
  "/partners/no-such-page",
  "/es/partners/no/such/page",
  "/shield/account/no-such/page",
  "/auth/no-such-page",
  "/application/no/such/step",
  "/es/dsclasses/certificate/no/such",
];
// With Remix's single fetch the portal's data request is `/portal.data`; before it, `?_data=routes/portal`.
const singleFetch = Boolean((remixConfig.future as Record<string, unknown> | undefined)?.v3_singleFetch);
const portalDataPath = singleFetch ? "/portal.data" : "/portal?_data=routes%2Fportal";

/** Two visitors who share nothing: different browsers, addresses and languages, no cookies. */
const visitors = [
  {
    "User-Agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
    "X-Forwarded-For": "10.9.0.1",
    "Accept-Language": "en-US",
  },
  {
    "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "X-Forwarded-For": "10.9.0.2",
    "Accept-Language": "es-US",
  },
];

/** Plain bytes unless the caller asks for gzip (fetch would otherwise ask for it and unpack it unseen). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${suite.server.url}${path}`, {
    headers: { "Accept-Encoding": "identity", ...headers },
    redirect: "manual",
  });
}

function expectPublic(response: Response, path: string) {
  expect(response.headers.get("cache-control"), path).toBe(publicCacheControl);
  expect(response.headers.get("set-cookie"), path).toBeNull();
  expect(response.headers.get("etag"), path).toMatch(/^"[^"]+"$/); // strong: no W/
  const csp = response.headers.get("content-security-policy")!;
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).not.toContain("nonce-");
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

function expectPersonal(response: Response | APIResponse, label: string) {
  const header = (name: string) =>
    "headers" in response && typeof response.headers === "function"
      ? response.headers()[name]
      : (response as Response).headers.get(name);
  expect(header("cache-control"), label).toBe("no-store");
  expect(header("vary") ?? "", label).toMatch(/\bCookie\b/i);
  expect(header("x-origin-cache") ?? null, label).toBeNull();
}

test.describe("public pages: the same bytes for everyone", () => {
  for (const path of publicPaths) {
    test(`${path}: byte-identical for two visitors and as the app renders it, public, no cookie, strong ETag`, async () => {
      const [first, second] = [await get(path, visitors[0]), await get(path, visitors[1])];
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expectPublic(first, path);
      expectPublic(second, path);
      const body = Buffer.from(await first.arrayBuffer());
      expect(Buffer.from(await second.arrayBuffer()).equals(body), path).toBe(true);
      expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
      // The second answer comes from the origin's memory; a query string makes the app render it afresh: same bytes.
      expect(second.headers.get("x-origin-cache")).toBe("hit");
      const rendered = await get(`${path}?fresh=1`, visitors[0]);
      expect(rendered.headers.get("x-origin-cache")).toBeNull();
      expectPublic(rendered, path);
      expect(Buffer.from(await rendered.arrayBuffer()).equals(body), `${path} rendered afresh`).toBe(true);
      // Inline on a public page: the loader of enhance.js and the home page's structured data, nothing else, and
      // each listed in the CSP by the hash of its exact text.
      const html = body.toString("utf8");
      expect(html).not.toContain("nonce=");
      const inline = [...html.matchAll(/<script\b((?:(?!\ssrc=)[^>])*)>([\s\S]*?)<\/script>/g)];
      const loaders = inline.filter(([, attributes, text]) => attributes === "" && text!.includes("/enhance.js?v="));
      expect(loaders, path).toHaveLength(1);
      const csp = first.headers.get("content-security-policy")!;
      for (const [tag, attributes, text] of inline) {
        expect(["", ' type="application/ld+json"'], tag).toContain(attributes);
        expect(csp, tag).toContain(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
      }
    });
  }

  test("the 404 page is the same bytes at every unknown address, public, with no cookie", async () => {
    const bodies: Buffer[] = [];
    for (const [index, path] of notFoundPaths.entries()) {
      const response = await get(path, visitors[index % 2]);
      expect(response.status, path).toBe(404);
      expectPublic(response, path);
      bodies.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(bodies[0]!.toString()).toContain("404 Page Not Found");
    expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
  });

  test("a matching If-None-Match answers 304 with no body, plain or gzip; another tag gets the page", async () => {
    for (const path of ["/programs", "/shield", "/donate"]) {
      const plain = await get(path);
      const etag = plain.headers.get("etag")!;
      const notModified = await get(path, { "If-None-Match": etag });
      expect(notModified.status, path).toBe(304);
      expect(notModified.headers.get("etag")).toBe(etag);
      expect(notModified.headers.get("cache-control")).toBe(publicCacheControl);
      expect(await notModified.text()).toBe("");
      // A cache that stored the page under a weak tag, or among others, revalidates too.
      expect((await get(path, { "If-None-Match": `"other", W/${etag}` })).status, path).toBe(304);

      const gzip = await get(path, { "Accept-Encoding": "gzip" });
      const gzipEtag = gzip.headers.get("etag")!;
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(gzipEtag).not.toBe(etag); // a strong tag names one representation
      expect((await get(path, { "Accept-Encoding": "gzip", "If-None-Match": gzipEtag })).status, path).toBe(304);

      const changed = await get(path, { "If-None-Match": '"an-old-build"' });
      expect(changed.status, path).toBe(200);
      expect(Buffer.from(await changed.arrayBuffer()).equals(Buffer.from(await plain.arrayBuffer()))).toBe(true);
    }
  });

  test("HEAD answers the page's headers without a body", async () => {
    const page = await get("/shield");
    const head = await fetch(`${suite.server.url}/shield`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(page.headers.get("etag"));
    expect(head.headers.get("content-length")).toBe(String((await page.arrayBuffer()).byteLength));
    expect(await head.text()).toBe("");
  });

  test("static assets stay immutable", async () => {
    // Pages carry the stylesheet inline; the built file it is read from is served like every build asset.
    const stylesheet = `/build/_assets/${readdirSync("public/build/_assets").find((name) => name.endsWith(".css"))}`;
    expect((await get(stylesheet)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const script = /src="(\/enhance\.js\?v=[0-9a-f]+)"/.exec(await (await get("/")).text())![1]!;
    expect((await get(script)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("personal responses are never stored", () => {
  test("the sign-in page and its form post, a recommendation link, the portal without a session", async ({
    request,
  }) => {
    const signIn = await get("/auth");
    expectPersonal(signIn, "GET /auth");
    expect(signIn.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    expectPersonal(await postSignIn(request, suite.server.url, people.donor), "POST /auth");
    expectPersonal(await get("/uploadrecommendation?firstName=Ana&lastName=Diaz"), "GET /uploadrecommendation?…");
    expectPersonal(await get("/uploadrecommendation"), "GET /uploadrecommendation");
    expectPersonal(await get("/portal"), "GET /portal signed out");
  });

  test("a 404 under a personal area is never stored, whichever route matched it or none (issue 45)", async () => {
    const notFound = await get("/no-such-page");
    for (const path of personalNotFoundPaths) {
      const response = await get(path, visitors[0]);
      expect(response.status, path).toBe(404);
      expectPersonal(response, path);
      // The same 404 page as elsewhere, only never kept.
      expect(await response.text(), path).toContain("404");
    }
    expectPublic(notFound, "/no-such-page");
  });

  test("a signed-in donor's portal page, its data request and the CSV", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    const html = await page.request.get(`${suite.server.url}/portal`);
    expect(await html.text()).toContain("Dora Donor");
    expectPersonal(html, "portal page");
    const data = await page.request.get(`${suite.server.url}${portalDataPath}`);
    expect(data.status()).toBe(200);
    expect(await data.text()).toContain("Dora Donor");
    expectPersonal(data, "portal data request");
    const csv = await page.request.get(`${suite.server.url}/portal/donated_computers.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["cache-control"]).toBe("no-store");
  });

  test("a request with the session cookie is not answered from the shared memory, and no page keeps a person", async ({
    page,
  }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "portal_session");
    expect(session).toBeTruthy();
    for (const path of ["/", "/shield", "/about"]) {
      const anonymous = await get(path);
      const signedIn = await page.request.get(`${suite.server.url}${path}`);
      expect(signedIn.status()).toBe(200);
      expect(signedIn.headers()["x-origin-cache"], path).toBeUndefined();
      // Public pages hold nothing personal, so the signed-in answer is the same bytes, and so is what is kept.
      expect((await signedIn.body()).equals(Buffer.from(await anonymous.arrayBuffer())), path).toBe(true);
      const kept = await (await get(path)).text();
      for (const trace of ["Dora Donor", people.donor, "Acme", session!.value]) expect(kept, path).not.toContain(trace);
    }
    // Only the sign-in form's CSRF cookie, which no public page reads, still gets the kept page.
    expect((await get("/shield", { Cookie: "csrf=anything" })).headers.get("x-origin-cache")).toBe("hit");
    expect((await get("/shield", { Cookie: "csrf=anything; other=1" })).headers.get("x-origin-cache")).toBeNull();
    expect((await get("/shield", { Authorization: "Basic eDp5" })).headers.get("x-origin-cache")).toBeNull();
  });
});

test.describe("the CSP still refuses an injected inline script", () => {
  for (const path of ["/", "/shield", "/no-such-page", "/auth"]) {
    test(`${path}`, async ({ page }) => {
      // Markup injected into the real response (as a stored-XSS flaw would), served with the real headers.
      await page.route(`${suite.server.url}${path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace("</main>", "<script>window.injected = true</script></main>");
        await route.fulfill({ response, body });
      });
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${suite.server.url}${path}`);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      expect(violations.length).toBeGreaterThan(0);
      // The site's own script still runs.
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-js"))).toBe(true);
    });
  }
});
