import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "../support/readingPages";

/**
 * A first-time visitor on a phone finds the portal and the internet plan from the home page, and the
 * bar over the page stays readable in every state.
 */
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

for (const javaScriptEnabled of [false, true]) {
  test.describe(`from the home page on a 360 px phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, ...phone });

    test("the phone menu leads to the portal sign-in", async ({ page }) => {
      await page.goto("/");
      await page.locator(".phone-menu > summary").click();
      await page.locator(".phone-menu").getByRole("link", { name: "Check my application / donor portal" }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the digital portal");
    });

    test("the phone menu's Programs group leads to the low-cost internet plans", async ({ page }) => {
      await page.goto("/");
      await page.locator(".phone-menu > summary").click();
      const programs = page.locator(".phone-group").filter({ has: page.locator("summary", { hasText: "Programs" }) });
      await programs.locator("summary").click();
      await programs.getByRole("link", { name: "Low-cost internet" }).click();
      await expect(page).toHaveURL(/\/shield$/);
      await expect(page.locator("main h1")).toHaveText(
        "Unlimited Internet. Lowest Monthly Price in America. Zero Strings Attached.",
      );
    });

    test("the footer reaches the portal, Shield, the impact and press pages and the blog", async ({ page }) => {
      await page.goto("/");
      const footer = page.locator("footer");
      const wanted: [string, string][] = [
        ["Check my application / donor portal", "/auth"],
        ["Low-cost internet", "/shield"],
        ["Our Impact", "/impact"],
        ["Press & Media", "/press"],
        ["Blog", "/blog"],
      ];
      for (const [name, path] of wanted) {
        const link = footer.getByRole("link", { name, exact: true });
        await expect(link, name).toHaveAttribute("href", path);
        await expect(link).toBeVisible();
      }
      await footer.getByRole("link", { name: "Low-cost internet", exact: true }).click();
      await expect(page).toHaveURL(/\/shield$/);
    });

    test("the Programs page's affordable-internet card leads to Shield", async ({ page }) => {
      await page.goto("/programs");
      const card = page.locator("main li").filter({ hasText: "Affordable internet" });
      await card.getByRole("link", { name: "See the low-cost internet plans" }).click();
      await expect(page).toHaveURL(/\/shield$/);
    });
  });
}

test.describe("on a desktop", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the bar shows the portal link, and the Programs dropdown lists low-cost internet", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Check my application / donor portal" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Check my application / donor portal" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await nav.getByRole("link", { name: "Programs", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Low-cost internet" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Low-cost internet" })).toHaveAttribute("href", "/shield");
  });
});

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/**
 * The lowest contrast the bar's text can have: the bar is photographed with its text, borders and logo hidden,
 * and the lightest pixel of its background is set against the text colour.
 */
async function lowestHeaderContrast(page: Page, browser: Browser): Promise<number> {
  const header = page.locator(".site-header");
  const text = (await header.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.slice(0, 3).map(Number);
  await header.evaluate((el) => {
    el.querySelectorAll<HTMLElement>("*").forEach((child) => {
      child.style.setProperty("color", "transparent", "important");
      child.style.setProperty("border-color", "transparent", "important");
      if (child instanceof HTMLImageElement || child instanceof SVGSVGElement)
        child.style.setProperty("visibility", "hidden", "important");
    });
  });
  const shot = await page.screenshot({ clip: (await header.boundingBox())!, animations: "disabled" });
  // Decode the picture in a plain page of its own (the site's pages may run without JavaScript).
  const decoder = await browser.newPage();
  const lightest = await decoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let best = [0, 0, 0];
    let bestSum = -1;
    for (let i = 0; i < data.length; i += 4) {
      const sum = data[i]! + data[i + 1]! + data[i + 2]!;
      if (sum > bestSum) [bestSum, best] = [sum, [data[i]!, data[i + 1]!, data[i + 2]!]];
    }
    return best;
  }, shot.toString("base64"));
  await decoder.close();
  const [light, dark] = [luminance(text), luminance(lightest)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe("the bar's contrast", () => {
  for (const width of [360, 1280]) {
    for (const path of ["/auth", "/portal", "/"]) {
      test(`${path} at ${width} px with JavaScript on: white text meets WCAG AA at the top and after scrolling`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(path);
        await expect(page.locator("html[data-js]")).toHaveCount(1);
        await expect(page.locator("html[data-scrolled]")).toHaveCount(0);
        expect(await page.locator(".site-header").evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
          "linear-gradient",
        );
        expect(await lowestHeaderContrast(page, browser)).toBeGreaterThanOrEqual(4.5);

        await page.reload();
        await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
        await page.evaluate(() => window.scrollTo(0, 800));
        await expect(page.locator("html[data-scrolled]")).toHaveCount(1);
        await expect
          .poll(() => page.locator(".site-header").evaluate((el) => getComputedStyle(el).backgroundColor))
          .toBe("rgba(0, 0, 0, 0.9)");
        expect(await lowestHeaderContrast(page, browser)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  test("/auth with JavaScript off: the solid bar's text meets WCAG AA", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto("/auth");
    expect(await lowestHeaderContrast(page, browser)).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});
