import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sitePages } from "~/config/routes";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe-core finds no WCAG 2.2 A/AA violation on any page, 404 included, on a phone and on a desktop. */
for (const width of [360, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    // axe takes a few seconds a page on two busy cores.
    test.describe.configure({ timeout: 90_000 });

    // Aliases show the same page as their canonical path, so each page is checked once.
    for (const path of [...sitePages.map((page) => page.path), "/no-such-page"]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        // Third-party frames are the providers' pages, not ours (and cannot load here).
        const results = await new AxeBuilder({ page }).withTags(wcagTags).exclude("iframe").analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
