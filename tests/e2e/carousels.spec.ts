import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "../support/test";

/** Indexes of the items that are wholly inside the list's visible box. */
const fullyShown = (list: Locator) =>
  list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.children]
      .map((child, index) => {
        const rect = child.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1 ? index : -1;
      })
      .filter((index) => index >= 0);
  });

const mediaList = (page: Page) => page.locator("#media-coverage .press-carousel-list");

test.describe("the press carousel", () => {
  // 640 px and below show one; 641 px and up show three, as the original press page does.
  for (const [width, perView] of [
    [1280, 3],
    [641, 3],
    [640, 1],
    [360, 1],
  ] as const) {
    test(`shows ${perView} per view at ${width} px without JavaScript, as a list that scrolls item by item`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/press");
      const list = mediaList(page);
      await list.scrollIntoViewIfNeeded();
      expect(await fullyShown(list)).toEqual([...Array(perView).keys()]);
      await expect(page.locator("#media-coverage [data-carousel-next]")).toBeHidden();
      expect(await list.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x mandatory");
      await list.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
      await expect.poll(() => fullyShown(list)).not.toContain(0);
      await context.close();
    });
  }

  for (const [width, perView] of [
    [1280, 3],
    [360, 1],
  ] as const) {
    test(`pages by ${perView} and wraps around both ways with JavaScript at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/press");
      const list = mediaList(page);
      const next = page.locator("#media-coverage [data-carousel-next]");
      const previous = page.locator("#media-coverage [data-carousel-prev]");
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeVisible();
      expect(await fullyShown(list)).toEqual([...Array(perView).keys()]);
      const lastView = [...Array(perView).keys()].map((index) => 6 - perView + index);

      await previous.click();
      await expect.poll(() => fullyShown(list)).toEqual(lastView);
      await next.click();
      await expect.poll(() => fullyShown(list)).toEqual([...Array(perView).keys()]);
      await next.click();
      await expect.poll(() => fullyShown(list)).toEqual([...Array(perView).keys()].map((index) => perView + index));
    });
  }
});

test.describe("the testimonial carousel with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const carousel = (page: Page) => page.locator("[data-testimonial-carousel]");
  const current = (page: Page) => carousel(page).getAttribute("data-index");
  async function open(page: Page) {
    await page.clock.install({ time: new Date("2024-11-17T10:00:00Z") });
    await page.goto("/impact");
    await page.clock.pauseAt(new Date("2024-11-17T11:00:00Z"));
    // Start from a known moment: choosing slide 1 focuses its dot (paused), leaving the carousel restarts the 5 s timer.
    await page.getByRole("link", { name: "Testimonial 1", exact: true }).click();
    await page.locator("main h1").click();
    await page.mouse.move(5, 5);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute("data-index", "0");
  }

  test("shows one slide, advances every 5 seconds with a 500 ms slide, and has dots and arrows", async ({ page }) => {
    await open(page);
    await expect(page.locator(".tc-slide").nth(0)).toHaveAttribute("aria-hidden", "false");
    await expect(page.locator(".tc-slide").nth(1)).toHaveAttribute("aria-hidden", "true");
    expect(await page.locator(".tc-track").evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.5s");
    await page.clock.runFor(4900);
    expect(await current(page)).toBe("0");
    await page.clock.runFor(200);
    await expect(carousel(page)).toHaveAttribute("data-index", "1");
    await expect(page.getByRole("link", { name: "Testimonial 2", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(carousel(page)).toHaveAttribute("data-index", "9");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel(page)).toHaveAttribute("data-index", "0");
    await page.getByRole("link", { name: "Testimonial 5", exact: true }).click();
    await expect(carousel(page)).toHaveAttribute("data-index", "4");
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.locator(".tc-slide").nth(4)).toBeInViewport();
  });

  test("the visible Pause button stops it and Play starts it again", async ({ page }) => {
    await open(page);
    const button = carousel(page).locator("[data-tc-pause]");
    await expect(button).toHaveAccessibleName("Pause the testimonial slide show");
    await expect(button).toHaveText("Pause");
    await button.click();
    await expect(button).toHaveText("Play");
    await page.mouse.move(5, 5);
    await page.locator("main h1").click();
    await page.clock.runFor(16_000);
    expect(await current(page)).toBe("0");
    await button.click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(carousel(page)).toHaveAttribute("data-index", "1");
  });

  test("pauses while hovered or while something in it has keyboard focus", async ({ page }) => {
    await open(page);
    await page.locator(".tc-slide").first().hover();
    await page.clock.runFor(11_000);
    expect(await current(page)).toBe("0");
    await page.mouse.move(5, 5);
    await page.getByRole("link", { name: "Testimonial 3", exact: true }).focus();
    await page.clock.runFor(11_000);
    expect(await current(page)).toBe("0");
    await page.locator("main h1").click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(carousel(page)).toHaveAttribute("data-index", "1");
  });

  test("does not play by itself when reduced motion is asked for", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await expect(carousel(page).getByRole("button", { name: /Play the testimonial slide show/ })).toHaveText("Play");
    await page.clock.runFor(16_000);
    expect(await current(page)).toBe("0");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel(page)).toHaveAttribute("data-index", "1");
  });
});

test.describe("the testimonial carousel without JavaScript", () => {
  for (const width of [360, 1280]) {
    test(`is a list of ten slides that scrolls one at a time, with dots that reach each slide, at ${width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/impact");
      const viewport = page.locator(".tc-viewport");
      await expect(page.locator(".tc-slide")).toHaveCount(10);
      expect(await viewport.evaluate((el) => el.scrollWidth >= el.clientWidth * 10 - 2)).toBe(true);
      expect(await viewport.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain("x mandatory");
      await expect(page.getByRole("button", { name: /testimonial/i })).toHaveCount(0);
      await page.getByRole("link", { name: "Testimonial 7", exact: true }).click();
      await expect(page.locator("#testimonial-7")).toBeInViewport({ ratio: 0.9 });
      await expect(page.locator("#testimonial-1")).not.toBeInViewport();
      await context.close();
    });
  }
});
