import { expect } from "@playwright/test";
import { test } from "../support/readingPages";
import { formatDollars, incomeLimitRows, povertyGuidelines } from "~/content/povertyGuidelines";
import { formatUsd, monthlyPriceLabel, shieldProducts } from "~/content/shieldProducts";

/** The home-internet buyer: what the router is, what else it needs, what it all costs, and who qualifies. */
const { router, simcard } = shieldProducts;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`on a 360 px phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("the router page says it is the device only, needs a Shield plan, and shows the total", async ({ page }) => {
      await page.goto(router.path);
      const notice = page.getByTestId("device-only");
      await expect(notice.getByRole("heading")).toHaveText("Device only: you also need a Shield plan");
      await expect(notice).toContainText("It does not come with internet service");
      // Device plus one month of the plan, from the product records.
      const firstMonth = formatUsd((router.devicePrice! * 100 + simcard.monthlyPrice! * 100) / 100);
      expect(firstMonth).toBe("$163.89");
      await expect(notice.locator("dt", { hasText: "Total for the first month" }).locator("+ dd")).toHaveText(
        firstMonth,
      );
      await expect(notice.locator("dt", { hasText: "Router, paid once" }).locator("+ dd")).toHaveText(
        formatUsd(router.devicePrice!),
      );
      await expect(notice.locator("dt", { hasText: "Then, each month" }).locator("+ dd")).toHaveText(monthlyPriceLabel);
      await notice.getByRole("link", { name: /Get the SIM card plan/ }).click();
      await expect(page).toHaveURL(new RegExp(`${simcard.path}$`));
      await expect(page.locator("main h1")).toHaveText(simcard.title);
    });

    test("the SIM card and hotspot pages, which include service, have no device-only notice", async ({ page }) => {
      for (const product of [simcard, shieldProducts.hotspot]) {
        await page.goto(product.path);
        await expect(page.getByTestId("device-only")).toHaveCount(0);
      }
    });

    for (const path of ["/shield", simcard.path, shieldProducts.hotspot.path, router.path]) {
      test(`${path} states who qualifies in dollars by household size, with the year and the source`, async ({
        page,
      }) => {
        await page.goto(path);
        const section = page.locator("section", { has: page.locator("#eligibility-heading") });
        await expect(section).toContainText(
          "receives SNAP, Medicaid, SSI or free school lunch, or earns under 200% of the Federal Poverty Level",
        );
        const table = section.getByTestId("income-limits");
        await expect(table.locator("caption")).toContainText(`for ${povertyGuidelines.year}`);
        const rows = await table
          .locator("tbody tr")
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())),
          );
        expect(rows).toEqual(incomeLimitRows.map((row) => [String(row.size), formatDollars(row.limit)]));
        // The 2025 HHS figures doubled: one person $31,300, a family of four $64,300.
        expect(rows[0]).toEqual(["1", "$31,300"]);
        expect(rows[3]).toEqual(["4", "$64,300"]);
        await expect(section).toContainText("add $11,000 for each additional person");
        await expect(section).toContainText("Based on the 2025 poverty guidelines");
        const source = section.getByRole("link", {
          name: /U\.S\. Department of Health and Human Services, poverty guidelines/,
        });
        await expect(source).toHaveAttribute(
          "href",
          "https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines",
        );
        await expect(source).toHaveAttribute("target", "_blank");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    }
  });
}
