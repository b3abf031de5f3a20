import { test } from "../support/test";
import { sitePages } from "~/config/routes";
import { expectNoAxeViolations } from "../support/axe";

/**
 * axe-core finds no WCAG 2.2 A/AA violation on any page, 404 included, on a phone and on a desktop.
 * axe runs as a script in the page, so JavaScript is on here; every disclosure in the content is opened
 * so the hidden text (FAQ answers, menus) is checked too.
 * Spanish (issue 18): every page's Spanish counterpart too, at both widths.
 */
const englishPaths = [...sitePages.map((page) => page.path), "/no-such-page"];
const spanishPaths = englishPaths.map((path) => (path === "/" ? "/es" : `/es${path}`));

for (const width of [360, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ page, baseURL }) => {
      // Third-party frames cannot load here; answer them at once so nothing waits on hosts that never reply.
      await page.route(
        (url) => !url.href.startsWith(baseURL!),
        (route) =>
          route.fulfill({
            contentType: "text/html",
            body: "<!doctype html><html lang=en><title>Third-party content</title></html>",
          }),
      );
    });

    // Aliases show the same page as their canonical path, so each page is checked once.
    for (const path of [...englishPaths, ...spanishPaths]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.locator("main details").evaluateAll((els) => els.forEach((el) => el.setAttribute("open", "")));
        await expectNoAxeViolations(page);
      });
    }
  });
}
