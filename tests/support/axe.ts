import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe-core's rule tags for WCAG 2.2 levels A and AA, the level every screen of the site meets. */
export const wcag22AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Runs axe-core's WCAG 2.2 A/AA rules on the page as it is now and fails with each violation's rule and elements.
 * Third-party frames are left out: their content is the providers' pages, not ours. axe runs as a script in the
 * page, so the page needs JavaScript on.
 */
export async function expectNoAxeViolations(page: Page, message?: string) {
  const results = await new AxeBuilder({ page })
    .withTags(wcag22AA)
    .options({ iframes: false })
    .exclude("iframe")
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, message).toEqual([]);
}
