import { expect } from "@playwright/test";
import { test } from "../support/test";
import { allPagePaths } from "~/config/routes";

/**
 * Every internal link on every page of the route list resolves: each page is visited with JavaScript off,
 * its same-site `<a href>`s are collected, and each answers 200 after redirects (a PDF with a real PDF).
 */
test.describe("the link walker", () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(180_000);

  test("every internal link on every page answers 200 and every in-page anchor has its target, footer links and PDFs included", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const foundOn = new Map<string, string>();
    for (const path of allPagePaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        // An in-page scroll button must land on something.
        if (url.hash && url.pathname === new URL(page.url()).pathname) {
          await expect(
            page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`),
            `${url.hash} on ${path}`,
          ).toHaveCount(1);
        }
        const target = url.pathname + url.search;
        if (!foundOn.has(target)) foundOn.set(target, path);
      }
    }
    for (const required of ["/dsclasses", "/donate", "/financialdonation", "/press/impact-report-2023.pdf"]) {
      expect([...foundOn.keys()], required).toContain(required);
    }

    for (const [target, page] of foundOn) {
      const response = await request.get(target);
      expect(response.status(), `${target} (linked from ${page})`).toBe(200);
      if (target.endsWith(".pdf")) {
        expect((await response.body()).subarray(0, 5).toString("latin1"), target).toBe("%PDF-");
      }
    }
  });
});
