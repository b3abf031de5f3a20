import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pagesB = ["/press", "/impact", "/partner", "/team", "/socialmedia", "/pepper", "/hotspot", "/nonprofitapplication",
  "/paperapplication", "/checkin", "/eligibility", "/boardapplication", "/uploadrecommendation"];

/** axe-core finds no WCAG A/AA violation on the pages of part B, on a phone and on a desktop, with JavaScript on. */
for (const width of [360, 1280]) {
  test.describe(`accessibility of pages B at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    for (const path of pagesB) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        // Frames are third-party content the site does not control (and cannot reach in the test sandbox).
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("iframe").analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
      });
    }
  });
}
