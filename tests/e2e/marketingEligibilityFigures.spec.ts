/** Eligibility in figures on /eligibility and /apply, in both languages, and the pages pass the W3C Nu checker. */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { answerOtherHosts } from "../support/thirdPartyFrames";
import { incomeLimit } from "~/applications/screener";
import * as applicationEn from "~/applications/content/en/words";
import * as applicationEs from "~/applications/content/es/words";
import { povertyGuidelines } from "~/content/povertyGuidelines";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";

test.beforeEach(async ({ page, baseURL }) => {
  await answerOtherHosts(page, baseURL!);
});

/**
 * Who may apply, in figures, where a person decides whether to apply: the region, the programmes and the income
 * limit by household size, the same figures the screener refuses by, in both languages; the pages stay shared.
 */
test.describe("eligibility in figures on /eligibility and /apply, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("each page states the region, the programmes and the limit for each household size", async ({ page }) => {
    const nu = nuCollector("eligibility-figures");
    for (const [path, words, money] of [
      ["/eligibility", applicationEn.eligibility, "en-US"],
      ["/apply", applicationEn.eligibility, "en-US"],
      ["/es/eligibility", applicationEs.eligibility, "es-US"],
      ["/es/apply", applicationEs.eligibility, "es-US"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["cache-control"], path).toMatch(/^public, /);
      const figures = page.getByTestId("eligibility-figures");
      await expect(figures.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(figures).toContainText(words.region);
      await expect(figures).toContainText(words.programme);
      const rows = figures.locator("tbody tr");
      await expect(rows).toHaveCount(povertyGuidelines.sizesListed);
      for (const size of [1, 4, povertyGuidelines.sizesListed]) {
        const limit = new Intl.NumberFormat(money, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
        // The screener's own rule: the figure a household of this size is refused above.
        await expect(rows.nth(size - 1)).toHaveText(`${size}${limit.format(incomeLimit(size))}`);
      }
      nu.keep(path, await page.content());
    }
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});
