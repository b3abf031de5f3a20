import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { enhancementsRan } from "../support/test";
import { test } from "../support/readingPages";
import { sitePages } from "~/config/routes";

const KiB = 1024;
const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

/**
 * What a page makes the browser download, by kind, measured as gzip would send it. The page's last request is the
 * enhancement script, which loads nothing more: once it has run (or, with JavaScript off, once the page has
 * loaded) every script and stylesheet has answered, without waiting out a quiet network (decision 097).
 */
async function shippedBytes(page: Page, path: string, javaScriptEnabled = true) {
  // The reading page keeps its cache between tests: a file it takes from there is still reported with its body, so
  // every script and stylesheet is counted as on a first visit (the first tests assert the enhancement script is).
  const pending: Promise<{ url: string; type: string; body: Buffer }>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet")
      pending.push(response.body().then((body) => ({ url: response.url(), type, body })));
  });
  await page.goto(path);
  if (javaScriptEnabled) await enhancementsRan(page);
  // Every body is read before measuring, so nothing is missed and nothing is left reading when the test ends.
  const bodies = await Promise.all(pending);
  const gz = (type: string) =>
    bodies.filter((b) => b.type === type).reduce((sum, b) => sum + gzipSync(b.body).length, 0);
  // Stylesheets carried inline in the page count as CSS too.
  const inlineCss = await page
    .locator("style")
    .evaluateAll((styles) => styles.map((style) => style.textContent ?? "").join(""));
  const css = gz("stylesheet") + (inlineCss ? gzipSync(inlineCss).length : 0);
  return {
    scripts: bodies.filter((b) => b.type === "script").map((b) => new URL(b.url).pathname),
    js: gz("script"),
    css,
  };
}

test.describe("what each page ships", () => {
  test.describe.configure({ timeout: 180_000 });

  // Every page in English and its Spanish counterpart under /es (issue 18: the same budgets in both languages).
  for (const path of sitePages.flatMap((entry) => [entry.path, spanish(entry.path)])) {
    test(`${path} ships no framework JavaScript, under 10 KiB of script and 30 KiB of CSS`, async ({ page }) => {
      const shipped = await shippedBytes(page, path);
      // The enhancement script was downloaded and counted, not taken from an earlier test's cache.
      expect(shipped.scripts).toContain("/enhance.js");
      expect(shipped.scripts.filter((script) => script.startsWith("/build/"))).toEqual([]);
      expect(shipped.js).toBeLessThan(10 * KiB);
      expect(shipped.css).toBeLessThan(30 * KiB);
    });
  }

  // The key Spanish pages on a phone and with JavaScript off too (the pages above are measured at 1280 px, JS on).
  for (const path of ["/", "/shield", "/auth", "/donate"].map(spanish)) {
    test(`${path} keeps the budgets at 360 px, and ships no script at all with JavaScript off at 360 and 1280 px`, async ({
      browser,
      baseURL,
    }) => {
      for (const { width, javaScriptEnabled } of [
        { width: 360, javaScriptEnabled: true },
        { width: 360, javaScriptEnabled: false },
        { width: 1280, javaScriptEnabled: false },
      ]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, javaScriptEnabled });
        const shipped = await shippedBytes(await context.newPage(), path, javaScriptEnabled);
        await context.close();
        const at = `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
        expect(
          shipped.scripts.filter((script) => script.startsWith("/build/")),
          at,
        ).toEqual([]);
        expect(shipped.js, at).toBeLessThan(javaScriptEnabled ? 10 * KiB : 1);
        expect(shipped.css, at).toBeLessThan(30 * KiB);
      }
    });
  }

  // The script's request starts after the first paint has been shown, so it never holds that paint back (decision 042).
  for (const path of ["/", "/shield", "/auth", "/shieldhotspotsim"]) {
    test(`${path} asks for the enhancement script only once its first words are on the screen`, async ({ page }) => {
      await page.goto(path);
      const [paint, script] = await page.evaluate(() => [
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        performance.getEntriesByType("resource").find((entry) => entry.name.includes("/enhance.js"))?.startTime,
      ]);
      expect(paint).toBeGreaterThan(0);
      expect(script).toBeGreaterThan(paint!);
    });
  }

  test("the enhancement script and build assets are cached immutably, HTML is compressed", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/", { headers: { "Accept-Encoding": "gzip" } })).text();
    const script = /src="(\/enhance\.js\?v=[0-9a-f]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect((await request.get(script!)).headers()["cache-control"]).toContain("immutable");
    // Pages carry the stylesheet inline; the built file it is read from (a page that hydrates would link it) stays immutable.
    const css = readdirSync("public/build/_assets").find((name) => name.endsWith(".css"));
    expect((await request.get(`/build/_assets/${css}`)).headers()["cache-control"]).toContain("immutable");
    const compressed = await page.request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(compressed.headers()["content-encoding"]).toBe("gzip");
  });
});
