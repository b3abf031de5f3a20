import { expect } from "@playwright/test";
import { test } from "../support/test";

test.describe("a sign-in the server cannot accept, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("says what to fix and keeps what was typed", async ({ page }) => {
    await page.goto("/auth");
    // The browser's own check lets "a@b" through; the server wants a full address.
    await page.getByPlaceholder("Enter email").fill("a@b");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByPlaceholder("Enter email")).toHaveValue("a@b");
    await expect(page.getByText("we have sent you an email to login")).toHaveCount(0);
  });
});
