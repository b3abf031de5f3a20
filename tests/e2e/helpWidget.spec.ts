import { expect } from "@playwright/test";
import { test } from "../support/test";
import { externalLinks, helpDeskWidget } from "~/config/external";

test.describe("the Help button with JavaScript", () => {
  const helpHost = new URL(helpDeskWidget.scriptUrl).host;

  test("loads nothing from the help desk until pressed, then loads its widget script in place", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host === helpHost) requested.push(request.url());
    });
    await page.route(`https://${helpHost}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__helpDeskLoaded = true;" }),
    );
    await page.goto("/contact");
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await page.getByRole("link", { name: /^Help centre/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __helpDeskLoaded?: boolean }).__helpDeskLoaded))
      .toBe(true);
    expect(requested).toEqual([helpDeskWidget.scriptUrl]);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("opens the help centre when the widget cannot load", async ({ page, context }) => {
    await context.route(`https://${helpHost}/**`, (route) => route.abort());
    await context.route(`${externalLinks.helpCentre}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Help centre</title>" }),
    );
    await page.goto("/press");
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /^Help centre/ }).click();
    await expect(await popup).toHaveURL(externalLinks.helpCentre);
  });
});
