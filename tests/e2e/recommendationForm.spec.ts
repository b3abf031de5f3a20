import { expect } from "@playwright/test";
import { test } from "../support/test";
import { embeds } from "~/config/embeds";

const formBase = embeds.uploadRecommendationForm.url;
const seven = ["Name_First", "Name_Last", "Name1_First", "Name2_First", "partner", "email", "ID"];
const frameSrc = async (page: import("@playwright/test").Page) =>
  new URL((await page.locator(`iframe[title="${embeds.uploadRecommendationForm.title}"]`).getAttribute("src"))!);

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the upload-recommendation page with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("forwards the seven parameters, URL-encoded, and nothing else", async ({ page }) => {
      await page.goto("/uploadrecommendation?Name_First=Ana%20Mar%C3%ADa&Name_Last=O%27Neil&Name1_First=Sam&Name2_First=Lee&partner=Hope%20%26%20Co&email=a%2Bb%40x.org&ID=4711&utm_source=mail&jwt=secret");
      const src = await frameSrc(page);
      expect(`${src.origin}${src.pathname}`).toBe(formBase);
      expect([...src.searchParams.entries()]).toEqual([
        ["Name_First", "Ana María"],
        ["Name_Last", "O'Neil"],
        ["Name1_First", "Sam"],
        ["Name2_First", "Lee"],
        ["partner", "Hope & Co"],
        ["email", "a+b@x.org"],
        ["ID", "4711"],
      ]);
      await expect(page.getByRole("link", { name: /Open the recommendation upload form/ })).toHaveAttribute("href", src.toString());
    });

    test("sends each of the seven empty when absent, the first when repeated, and keeps them through the .html address", async ({ page }) => {
      await page.goto("/uploadrecommendation");
      expect([...(await frameSrc(page)).searchParams.entries()]).toEqual(seven.map((name) => [name, ""]));
      const response = await page.goto("/uploadrecommendation.html?ID=7&ID=8&email=x%40y.org");
      expect(response?.status()).toBe(200);
      const params = (await frameSrc(page)).searchParams;
      expect(params.get("ID")).toBe("7");
      expect(params.get("email")).toBe("x@y.org");
      expect([...params.keys()]).toEqual(seven);
    });

    test("never reflects hostile values unescaped", async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const hostile = '"><script>alert(1)</script>';
      const query = new URLSearchParams({ Name_First: hostile, partner: "<img src=x onerror=alert(2)>", email: "javascript:alert(3)" });
      const response = await page.goto(`/uploadrecommendation?${query}&${encodeURIComponent(hostile)}=1`);
      const html = await response!.text();
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      const src = await frameSrc(page);
      expect(src.origin + src.pathname).toBe(formBase);
      expect(src.searchParams.get("Name_First")).toBe(hostile);
      expect(src.searchParams.get("partner")).toBe("<img src=x onerror=alert(2)>");
      expect([...src.searchParams.keys()]).toEqual(seven);
      await expect(page.locator("main script, main img[src=x]")).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });
  });
}
