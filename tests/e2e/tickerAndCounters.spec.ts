import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";

/** The figures the about page counts from the records (issue 48), as each counter's final value names them. */
async function finalFigures(page: Page): Promise<string[]> {
  const finals = await page
    .locator("[data-count-to]")
    .evaluateAll((counters) => counters.map((el) => Number(el.getAttribute("data-count-to")).toLocaleString("en-US")));
  expect(finals).toHaveLength(6);
  return finals;
}

/** The parts of the home and about pages that move: the supporter logo ticker and the about page's counters. */
test.describe("the about page's counters without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the about page's counters hold their final figures in the HTML", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("[data-count-to]")).toHaveText(await finalFigures(page));
  });
});

test.describe("the supporter logo ticker", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows 15 logos of 300x200 in a 10 s linear loop that pauses on hover", async ({ page }) => {
    await page.goto("/");
    const ticker = page.locator(".logo-ticker");
    const logos = ticker.locator(".logo-ticker-row:not([aria-hidden]) img");
    await expect(logos).toHaveCount(15);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute("width", "300");
      await expect(logo).toHaveAttribute("height", "200");
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
        .toBe("300x200");
    }
    const track = ticker.locator(".logo-ticker-track");
    const style = (property: string) =>
      track.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
    expect(await style("animation-duration")).toBe("10s");
    expect(await style("animation-timing-function")).toBe("linear");
    await page.mouse.move(0, 0);
    expect(await style("animation-play-state")).toBe("running");
    await ticker.hover();
    expect(await style("animation-play-state")).toBe("paused");
  });

  test("does not move when reduced motion is requested", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await page.locator(".logo-ticker-track").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});

test.describe("the about page's counters with JavaScript on", () => {
  test("the about page's counters count up and stop at the final figures", async ({ page }) => {
    await page.goto("/about");
    const finals = await finalFigures(page);
    await page.locator("[data-count-to]").first().scrollIntoViewIfNeeded();
    await expect(page.locator("[data-count-to]")).toHaveText(finals, { timeout: 10_000 });
  });
});
