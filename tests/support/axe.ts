import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/** axe-core's rule tags for WCAG 2.2 levels A and AA, the level every screen of the site meets. */
export const wcag22AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

type AxeInPage = { axe?: typeof axe };

/**
 * The same axe-core build minified: the browser compiles the script once per document it checks, and on a busy
 * machine the unminified 1.3 MB took a second per page against half that for this one (decision 097).
 */
const axeScript = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The rule (its id) and the elements it failed on, for each WCAG 2.2 A/AA violation on the page as it is now.
 * axe-core runs as a script in the page (so the page needs JavaScript on), put there once per document: a second
 * check of the same document (after a resize, say) runs the rules again without loading axe again.
 * Third-party frames are left out: their content is the providers' pages, not ours.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeInPage).axe)))) await page.evaluate(axeScript);
  return page.evaluate(async (tags) => {
    const results = await (window as AxeInPage).axe!.run(
      { exclude: [["iframe"]] },
      { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false },
    );
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, wcag22AA);
}

/** Fails with each violation's rule and elements when the page as it is now breaks a WCAG 2.2 A/AA rule. */
export async function expectNoAxeViolations(page: Page, message?: string) {
  expect(await axeViolations(page), message).toEqual([]);
}
