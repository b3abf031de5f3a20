import { expect } from "@playwright/test";
import { test } from "../support/test";

const oddPaths = [
  "/no-such-page",
  "/%",
  "/a/b/c",
  "/%2e%2e/x",
  `/${"a".repeat(8000)}`,
  "/.env",
  "/package.json",
  "/build/index.js",
  "/server.js",
  "/app/root.tsx",
];

test.describe("unknown addresses", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of oddPaths) {
    test(`${path.slice(0, 40)} answers 404 with the 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain("404 Page Not Found");
      expect(html).toContain(
        "Tech can be a little confusing, but don&#x27;t worry, we&#x27;ve got your back. Need help?",
      );
      expect(html).not.toMatch(/at .+\.js:\d+/); // no stack trace
    });
  }

  test("the 404 page sits in the shared layout with a way home", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(
      page.getByText("Tech can be a little confusing, but don't worry, we've got your back. Need help?"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator("footer")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("legacy .html addresses", () => {
  for (const [from, to] of [
    ["/donate.html", "/donate"],
    ["/apply.html", "/apply"],
    ["/contact.html", "/contact"],
    ["/press.html", "/press"],
    ["/team.html", "/team"],
    ["/pepper.html", "/pepper"],
    ["/uploadrecommendation.html", "/uploadrecommendation"],
  ]) {
    test(`${from} redirects permanently to ${to}, keeping the query string`, async ({ request }) => {
      const response = await request.get(`${from}?ID=42&email=a%40b.org`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(
        new URL(response.headers().location!, "http://x").pathname +
          new URL(response.headers().location!, "http://x").search,
      ).toBe(`${to}?ID=42&email=a%40b.org`);
    });
  }
});
