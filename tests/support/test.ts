/**
 * Playwright's `test` with one addition: with JavaScript on, `page.goto` and `page.reload` return once the page's
 * enhancements have run, as a visitor's next tap would find them. The page loads `enhance.js` after its first
 * paint (app/components/EnhancementLoader.tsx), which is often after the load event Playwright waits for, so a
 * spec that pressed a button at once could otherwise race the script. Pages without the loader (a document, an
 * error from elsewhere) return as before.
 */
import { test as base, type Page } from "@playwright/test";

async function enhancementsRan(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-js") ||
      !Array.from(document.scripts).some((script) => !script.src && script.text.includes("/enhance.js")),
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await enhancementsRan(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await enhancementsRan(page);
        return response;
      };
    }
    await use(page);
  },
});
