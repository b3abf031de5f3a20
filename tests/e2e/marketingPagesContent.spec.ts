/**
 * Home, donate, apply, classes, about, blog, contact, e-waste, programs, volunteer and careers, at 360 and 1280 px with
 * JavaScript off: the spec's texts, figures, links and embeds, and one h1 over headings in order.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "../support/readingPages";
import { answerOtherHosts } from "../support/thirdPartyFrames";

import { pages } from "../support/marketingPageChecks";

test.beforeEach(async ({ page, baseURL }) => {
  await answerOtherHosts(page, baseURL!);
});

async function headingLevels(page: Page): Promise<number[]> {
  return page.locator("main :is(h1, h2, h3, h4)").evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
}

for (const width of [360, 1280]) {
  test.describe(`home, donate, apply, classes, about, blog, contact, e-waste, programs, volunteer and careers at ${width} px with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

    for (const check of pages) {
      test(`${check.path} shows the spec's texts, figures, links and embeds`, async ({ page }) => {
        expect((await page.goto(check.path))?.status()).toBe(200);
        const main = page.locator("main");
        await expect(main.locator("h1")).toHaveCount(1);
        await expect(main.locator("h1")).toHaveText(check.h1);
        const levels = await headingLevels(page);
        levels.forEach(
          (level, index) =>
            index > 0 &&
            expect(level, "headings go down one level at a time").toBeLessThanOrEqual(levels[index - 1]! + 1),
        );

        for (const text of check.texts) await expect(main.getByText(text).first(), text).toBeVisible();
        for (const figure of check.figures ?? [])
          await expect(main.getByText(figure, { exact: true }).first(), figure).toBeVisible();
        for (const [text, href] of check.links) {
          const link = main.locator(`a[href="${href}"]`).filter({ hasText: text }).first();
          await expect(link, `${text} → ${href}`).toBeVisible();
          if (href.startsWith("https://")) await expect(link).toHaveAttribute("target", "_blank");
        }
        for (const [selector, count] of check.counts ?? [])
          await expect(main.locator(`${selector} > li`)).toHaveCount(count);

        for (const embed of check.frames ?? []) {
          const frame = main.locator(`iframe[title="${embed.title}"]`);
          await expect(frame).toHaveAttribute("src", embed.url);
          await expect(frame).toHaveAttribute("loading", "lazy");
          const open = main.getByRole("link", { name: `Open the ${embed.title.toLowerCase()} in a new tab` });
          await expect(open).toHaveAttribute("href", embed.url);
          await expect(open).toHaveAttribute("target", "_blank");
        }

        // Every in-page scroll button lands on an element of this page.
        for (const href of await main
          .locator('a[href^="#"]')
          .evaluateAll((els) => els.map((el) => el.getAttribute("href")!))) {
          await expect(page.locator(href), href).toHaveCount(1);
        }
        // Nothing sticks out sideways at phone width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}
