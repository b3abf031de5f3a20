/**
 * Playwright's `test` for specs that only read the public pages, each test one page and what it shows: `page` is one
 * page per worker and per kind of browser (JavaScript on or off, phone or desktop, reduced motion), set to the test's
 * viewport, instead of a new browser context and renderer for every test. A context and its first page cost the
 * browser more than the page it then shows (decision 097). After each test the page keeps no route, no request or
 * response listener, no cookie and no stored item, as a new context would not; it keeps the browser's cache, as a
 * visitor reading one page after another does (a file taken from the cache is still reported with its body, so the
 * budgets count what a first visit downloads). A spec that works with the context, the clock or a sign-in uses `test`
 * from ./test instead.
 */
import type { Page } from "@playwright/test";
import { test as base, withEnhancedNavigation } from "./test";

export const test = base.extend<object, { readingPages: Map<string, Page> }>({
  readingPages: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
    { scope: "worker" },
  ],
  page: async (
    { readingPages, browser, baseURL, javaScriptEnabled, isMobile, hasTouch, reducedMotion, viewport },
    use,
  ) => {
    const kind = JSON.stringify({ javaScriptEnabled, isMobile, hasTouch, reducedMotion });
    let page = readingPages.get(kind);
    if (!page) {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        isMobile,
        hasTouch,
        reducedMotion,
        viewport,
      });
      page = await context.newPage();
      if (javaScriptEnabled) withEnhancedNavigation(page);
      readingPages.set(kind, page);
    }
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    page.removeAllListeners("request");
    page.removeAllListeners("response");
    await page.context().clearCookies();
    if (page.url().startsWith(baseURL!))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
  },
});
