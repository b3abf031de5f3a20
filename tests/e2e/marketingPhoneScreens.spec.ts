/**
 * On a phone with JavaScript off: the home page's first screen and the eligibility page in both languages; scroll
 * buttons and placeholders at 1280 px.
 */
import { expect } from "@playwright/test";
import { test } from "../support/readingPages";
import { embeds } from "~/config/embeds";
import * as eligibilityEn from "~/content/computerEligibility";
import * as eligibilityEs from "~/content/es/computerEligibility";
import { answerOtherHosts } from "../support/thirdPartyFrames";

test.beforeEach(async ({ page, baseURL }) => {
  await answerOtherHosts(page, baseURL!);
});

for (const [language, path, donate, apply] of [
  ["English", "/", "Donate Computers", "Apply for a Computer"],
  ["Spanish", "/es", "Done computadoras", "Solicite una computadora"],
] as const) {
  test.describe(`the home page's first screen in ${language}, on a phone, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test("offers applying for a computer beside donating, without scrolling", async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("main section").first();
      const donateLink = hero.getByRole("link", { name: donate, exact: true });
      const applyLink = hero.getByRole("link", { name: apply, exact: true });
      await expect(donateLink).toBeInViewport();
      await expect(applyLink).toBeInViewport();
      await expect(applyLink).toHaveAttribute("href", path === "/" ? "/apply" : "/es/apply");
    });
  });
}

for (const [language, path, words, region] of [
  ["English", "/eligibility", eligibilityEn.computerEligibility, "New Jersey, New York City or Massachusetts"],
  [
    "Spanish",
    "/es/eligibility",
    eligibilityEs.computerEligibility,
    "Nueva Jersey, la ciudad de Nueva York o Massachusetts",
  ],
] as const) {
  test.describe(`the eligibility page in ${language}, on a phone, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

    test("states the programme's rules in words before the income requirements form", async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const rules = page.getByTestId("eligibility-rules").locator(":scope > li");
      await expect(rules).toHaveCount(words.rules.length);
      for (const [index, rule] of words.rules.entries())
        await expect(rules.nth(index)).toHaveText(`${rule.title}. ${rule.text}`);
      await expect(rules.first()).toContainText(region);
      await expect(page.getByRole("heading", { name: words.rulesHeading, level: 2 })).toBeVisible();
      const frame = page.locator(`main iframe[src="${embeds.incomeRequirementsForm.url}"]`);
      await expect(frame).toHaveCount(1);
      const rulesComeFirst = await rules
        .last()
        .evaluate(
          (rule, form) => Boolean(rule.compareDocumentPosition(form!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await frame.elementHandle(),
        );
      expect(rulesComeFirst).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test.describe("scroll buttons and placeholders, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("'Donate Now' brings the donation form to 100 px below the top of the window", async ({ page }) => {
    await page.goto("/donate");
    await page.getByRole("link", { name: "Donate Now" }).click();
    await expect(page).toHaveURL(/#donation-form$/);
    await expect
      .poll(() => page.locator("#donation-form").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
  });

  test("the blog lists its four articles, each a link to its page", async ({ page }) => {
    await page.goto("/blog");
    const articles = page.getByTestId("article-list").locator("li");
    await expect(articles).toHaveCount(4);
    for (const article of await articles.all()) await expect(article.locator('a[href^="/blog/"]')).toHaveCount(1);
    await expect(page.getByText("Coming soon")).toHaveCount(0);
  });

  test("each of the four volunteer opportunities has sessions at 10AM, in person or remote", async ({ page }) => {
    await page.goto("/volunteer");
    const cards = page.locator("main ul > li");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toContainText("10AM, in person or remote");
  });

  test("/financialdonation shows the financial contribution page under its canonical address /support", async ({
    page,
  }) => {
    await page.goto("/financialdonation");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/support$/);
  });
});
