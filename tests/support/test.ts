/**
 * Playwright's `test` with one addition: with JavaScript on, `page.goto` and `page.reload` return once the page's
 * enhancements have run, as a visitor's next tap would find them. The page loads `enhance.js` after its first
 * paint (app/components/EnhancementLoader.tsx), which is often after the load event Playwright waits for, so a
 * spec that pressed a button at once could otherwise race the script. Pages without the loader (a document, an
 * error from elsewhere) return as before.
 */
import { test as base, type Page } from "@playwright/test";

/** Resolves once the page has run its enhancements, or at once on a page without the loader (JavaScript on only). */
export async function enhancementsRan(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-js") ||
      !Array.from(document.scripts).some((script) => !script.src && script.text.includes("/enhance.js")),
  );
}

/** The same navigation, returning once the page it lands on has run its enhancements. */
function thenEnhanced<Args extends unknown[], Result>(page: Page, navigate: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    const response = await navigate(...args);
    await enhancementsRan(page);
    return response;
  };
}

/** Makes the page's `goto` and `reload` return once the page they land on has run its enhancements. */
export function withEnhancedNavigation(page: Page): void {
  page.goto = thenEnhanced(page, page.goto.bind(page));
  page.reload = thenEnhanced(page, page.reload.bind(page));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) withEnhancedNavigation(page);
    await use(page);
  },
});
