import { expect } from "@playwright/test";
import { test } from "../support/test";
import { org } from "~/config/org";
import { allPagePaths } from "~/config/routes";
import { allShieldProducts } from "~/content/shieldProducts";

const legal = [
  ["Privacy Policy", "/privacypolicy"],
  ["Terms of Service", "/terms-of-service"],
] as const;

test.describe("the privacy policy and the terms, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const [title, path] of legal) {
    test(`${path} is the ${title}, with its effective date`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1")).toHaveText(title);
      await expect(page.locator("main time")).toHaveAttribute("datetime", "2026-11-23");
      await expect(page.locator("main time")).toHaveText("Effective November 23, 2026");
      await expect(page.getByRole("link", { name: org.email }).first()).toHaveAttribute("href", `mailto:${org.email}`);
    });
  }

  test("the footer of every page links both, and its copyright line has one full stop", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...allPagePaths, "/blog/5-ways-to-improve-your-internet-connection", "/no-such-page"]) {
      await page.goto(path);
      const footer = page.locator("footer");
      for (const [title, href] of legal)
        await expect(footer.getByRole("link", { name: title }), path).toHaveAttribute("href", href);
      await expect(footer).toContainText(`© ${org.copyrightYear} ${org.legalName} All rights reserved.`);
      expect(await footer.innerText(), path).not.toContain("..");
    }
  });

  test("the sign-in page links both beside the form", async ({ page }) => {
    await page.goto("/auth");
    const note = page.locator("main").getByText("By signing in you agree to our");
    await expect(note.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(note.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacypolicy");
    await note.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.locator("main h1")).toHaveText("Privacy Policy");
  });

  for (const product of allShieldProducts) {
    test(`${product.path} links both under its checkout`, async ({ page }) => {
      await page.goto(product.path);
      const note = page.locator("#checkout").getByText("By ordering you agree to our");
      await expect(note.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
      await expect(note.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacypolicy");
    });
  }

  test("the privacy policy names every cookie the site sets", async ({ page, context }) => {
    await page.goto("/auth?ref=Library&coupon=SAVE10");
    const names = (await context.cookies()).map((cookie) => cookie.name).sort();
    expect(names).toEqual(["csrf", "referral"]);
    await page.goto("/privacypolicy");
    const policy = await page.locator("main").innerText();
    for (const name of [...names, "portal_session", "__Host-portal_session", "__Host-csrf", "__Host-referral"]) {
      expect(policy).toContain(name);
    }
    expect(policy).toContain("expires after 15 minutes");
    expect(policy).toContain("30 minutes without activity");
  });
});
