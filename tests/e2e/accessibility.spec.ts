import { test } from "../support/readingPages";
import { sitePages } from "~/config/routes";
import { expectNoAxeViolations } from "../support/axe";
import { answerOtherHosts } from "../support/thirdPartyFrames";

/**
 * axe-core finds no WCAG 2.2 A/AA violation on any page, 404 included, on a phone and on a desktop.
 * axe runs as a script in the page, so JavaScript is on here; every disclosure in the content is opened
 * so the hidden text (FAQ answers, menus) is checked too.
 * Spanish (issue 18): every page's Spanish counterpart too, at both widths.
 * Each page is loaded once at 360 px and checked, then widened to 1280 px (the stylesheet's breakpoints apply as
 * the window grows) and checked again.
 */
const englishPaths = [...sitePages.map((page) => page.path), "/no-such-page"];
const spanishPaths = englishPaths.map((path) => (path === "/" ? "/es" : `/es${path}`));

test.describe("accessibility at 360 px and at 1280 px", () => {
  test.use({ viewport: { width: 360, height: 800 }, reducedMotion: "reduce" });

  test.beforeEach(async ({ page, baseURL }) => {
    await answerOtherHosts(page, baseURL!);
  });

  // Aliases show the same page as their canonical path, so each page is checked once.
  for (const path of [...englishPaths, ...spanishPaths]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.locator("main details").evaluateAll((els) => els.forEach((el) => el.setAttribute("open", "")));
      await expectNoAxeViolations(page, `${path} at 360 px`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoAxeViolations(page, `${path} at 1280 px`);
    });
  }
});
