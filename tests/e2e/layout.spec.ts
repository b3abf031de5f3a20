import { expect } from "@playwright/test";
import { test } from "../support/readingPages";
import { footerColumns } from "~/page/footer";
import { navGroups } from "~/config/navigation";
import { allPagePaths, sitePages } from "~/config/routes";

test.describe("every page of the route table, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of allPagePaths) {
    test(`${path} answers 200 inside the shared layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      await expect(page.locator("main#main-content")).toHaveCount(1);
      await expect(page.locator("main h1")).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
      await expect(page.locator("footer")).toContainText("© 2025");
    });
  }
});

test.describe("text enlarged to 200% and 400% zoom (reflow at 320 px)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  for (const path of sitePages.map((page) => page.path)) {
    test(`${path} needs no sideways scrolling at 320 px`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("navigation and footer", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the desktop bar shows the three groups, and a group's dropdown opens on hover and on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    for (const group of navGroups) {
      await expect(nav.getByRole("link", { name: group.label, exact: true })).toHaveAttribute("href", group.to);
    }
    const team = nav.getByRole("link", { name: "Team", exact: true });
    await expect(team).toBeHidden();
    await nav.getByRole("link", { name: "About Us", exact: true }).hover();
    await expect(team).toBeVisible();
    await expect(team).toHaveAttribute("href", "/team/");

    await page.mouse.move(640, 700);
    await nav.getByRole("link", { name: "Get Involved", exact: true }).focus();
    await expect(nav.getByRole("link", { name: "Drop-Off Site" })).toBeVisible();
  });

  test("the Get Involved menu lists Donate Computers, leading to the donate page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await nav.getByRole("link", { name: "Get Involved", exact: true }).hover();
    const donateComputers = nav.getByRole("link", { name: "Donate Computers", exact: true });
    await expect(donateComputers).toBeVisible();
    await expect(donateComputers).toHaveAttribute("href", "/donate");
  });

  test("the footer has every link of the spec, the newsletter form and the social links", async ({ page }) => {
    await page.goto("/about");
    const footer = page.locator("footer");
    for (const link of footerColumns.flatMap((column) => column.links)) {
      await expect(footer.getByRole("link", { name: link.label, exact: false }).first()).toHaveAttribute(
        "href",
        link.to,
      );
    }
    // The newsletter sign-up is a form of the site, posted to /newsletter; no third-party frame (decision 120).
    await expect(footer.getByRole("textbox", { name: "E-mail for the newsletter" })).toHaveCount(1);
    await expect(footer.locator("form")).toHaveAttribute("action", "/newsletter");
    await expect(footer.locator("iframe")).toHaveCount(0);
    for (const network of ["Facebook", "Instagram", "X", "LinkedIn", "TikTok", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${network}\\b`) })).toHaveCount(1);
    }
  });

  test("the skip link is the first thing to focus and moves focus to the main content", async ({ page }) => {
    await page.goto("/donate");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("main#main-content")).toBeFocused();
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the phone menu with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("opens an accordion of the three groups, one open at a time, and is closed on the next page", async ({
      page,
    }) => {
      await page.goto("/");
      const menuButton = page.locator(".phone-menu > summary");
      await expect(menuButton).toBeVisible();
      await expect(page.locator("header nav.hidden")).toBeHidden();
      const groups = page.locator(".phone-group");
      await expect(groups.first()).toBeHidden();

      await menuButton.click();
      await expect(groups).toHaveCount(3);
      await expect(groups.nth(0).locator("summary")).toContainText("Programs");
      const sign = (index: number) =>
        groups
          .nth(index)
          .locator(".toggle-sign")
          .evaluate((el) => getComputedStyle(el, "::before").content);
      expect(await sign(0)).toBe('"+"');

      await groups.nth(1).locator("summary").click();
      expect(await sign(1)).toBe('"−"');
      await expect(groups.nth(1).getByRole("link", { name: "Press & Media" })).toBeVisible();
      await groups.nth(2).locator("summary").click();
      await expect(groups.nth(1).getByRole("link", { name: "Press & Media" })).toBeHidden();

      await groups.nth(2).getByRole("link", { name: "Volunteer" }).click();
      await expect(page).toHaveURL(/\/volunteer$/);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator(".phone-group").first()).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("the bar over the page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is solid without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const background = await page.locator(".site-header").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgba(0, 0, 0, 0.9)");
    await context.close();
  });

  test("is a gradient at the top and turns solid black after 750 px of scrolling", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
    const header = page.locator(".site-header");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0.9)");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe("none");
  });
});
