import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { externalLinks, helpDeskWidget } from "~/config/external";
import * as es from "~/applications/content/es/words";
import * as donation from "~/donations/content/en/words";

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
    // goto returns once the page has loaded and its enhancements (the only script that could load the widget) have
    // run; the page is then scrolled to its end, where lazy frames and pictures start to load. Waiting for the
    // network to fall quiet instead hung now and then: a frame that never answers keeps it busy.
    // A public page: the contact page carries a form's token, so it is personal and keeps the plain link.
    await page.goto("/press");
    await page.mouse.wheel(0, 2000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(requested).toEqual([]);
    await page.getByRole("link", { name: /^Help centre/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __helpDeskLoaded?: boolean }).__helpDeskLoaded))
      .toBe(true);
    expect(requested).toEqual([helpDeskWidget.scriptUrl]);
    await expect(page).toHaveURL(/\/press$/);
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

/**
 * On a 360 px phone nothing a person must read or touch sits under the Help button, with or without JavaScript:
 * at each screen of each page, the button's box meets no control, link, heading or line of text.
 */
test.describe("the Help button at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** The elements under the Help button, named, at each screen from the top of the page to its end. */
  async function coveredOnEveryScreen(page: Page): Promise<string[]> {
    const covered = new Set<string>();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; ; top += 600) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
      const found = await page.evaluate(() => {
        const help = document.querySelector(".help-button");
        if (!help) return ["no Help button"];
        const cover = help.getBoundingClientRect();
        const readable =
          "a, button, input, select, textarea, label, summary, h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, caption";
        return Array.from(document.querySelectorAll(readable))
          .filter((element) => !element.contains(help) && !help.contains(element))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            const left = Math.max(box.left, cover.left);
            const right = Math.min(box.right, cover.right);
            const top = Math.max(box.top, cover.top);
            const bottom = Math.min(box.bottom, cover.bottom);
            if (left >= right || top >= bottom) return false;
            // Only what shows there: a menu folded away (clipped by its container, hidden) is not hit at that point.
            const shown = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
            return shown.some((hit) => element === hit || element.contains(hit));
          })
          .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 40)}`);
      });
      for (const name of found) covered.add(name);
      if (top + 740 >= height) break;
    }
    return [...covered];
  }

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("covers nothing on the eligibility, apply and portal pages", async ({ page }) => {
        for (const path of ["/eligibility", "/es/eligibility", "/apply", "/es/apply", "/es/portal", "/auth"]) {
          await page.goto(path);
          expect(await coveredOnEveryScreen(page), path).toEqual([]);
        }
      });

      test("covers nothing on the application's devices step, a refusal and the donation's delivery step", async ({
        page,
      }) => {
        await page.goto("/es/application");
        await page.getByLabel(es.screener.zip).fill("99999");
        await page.getByLabel(es.screener.householdSize).fill("2");
        await page.getByRole("group", { name: es.screener.programme }).getByLabel(es.pages.yes).check();
        await page.getByRole("button", { name: es.pages.continue }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.refused.regionTitle);
        expect(await coveredOnEveryScreen(page), "refusal").toEqual([]);

        await page.goto("/es/application");
        await page.getByLabel(es.screener.zip).fill("07030");
        await page.getByLabel(es.screener.householdSize).fill("2");
        await page.getByRole("group", { name: es.screener.programme }).getByLabel(es.pages.yes).check();
        await page.getByRole("button", { name: es.pages.continue }).click();
        await page.getByLabel(es.about.fullName).fill("Rosa Díaz");
        await page.getByLabel(es.about.email, { exact: true }).fill("rosa.help360@example.org");
        await page.getByRole("group", { name: es.about.language }).getByLabel(es.about.languages.es).check();
        await page.getByRole("button", { name: es.pages.continue }).click();
        await expect(page.getByLabel(es.devices.tablet)).toBeVisible();
        expect(await coveredOnEveryScreen(page), "/es/application/devices").toEqual([]);

        await page.goto("/donate/start");
        await page.getByLabel(donation.devices.laptops, { exact: true }).fill("12");
        await page.getByRole("button", { name: donation.pages.continue }).click();
        await page.getByLabel(donation.about.name).fill("Dana Giver");
        await page.getByLabel(donation.about.email).fill("dana.help360@example.org");
        await page.getByLabel(donation.about.phone).fill("201-555-0123");
        await page.getByRole("button", { name: donation.pages.continue }).click();
        await expect(page.getByLabel(donation.delivery.city)).toBeVisible();
        expect(await coveredOnEveryScreen(page), "/donate/delivery").toEqual([]);
      });
    });
  }
});
