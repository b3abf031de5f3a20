import { expect } from "@playwright/test";
import { test } from "../support/test";
import { embeds } from "~/config/embeds";
import { org } from "~/config/org";
import * as letterEs from "~/content/es/recommendationLetter";
import { recommendationLetter as words } from "~/content/recommendationLetter";

const formBase = embeds.uploadRecommendationForm.url;
const seven = ["Name_First", "Name_Last", "Name1_First", "Name2_First", "partner", "email", "ID"];
const frameSrc = async (page: import("@playwright/test").Page) =>
  new URL((await page.locator(`iframe[title="${embeds.uploadRecommendationForm.title}"]`).getAttribute("src"))!);

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the upload-recommendation page with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("forwards the seven parameters, URL-encoded, and nothing else", async ({ page }) => {
      await page.goto(
        "/uploadrecommendation?Name_First=Ana%20Mar%C3%ADa&Name_Last=O%27Neil&Name1_First=Sam&Name2_First=Lee&partner=Hope%20%26%20Co&email=a%2Bb%40x.org&ID=4711&utm_source=mail&jwt=secret",
      );
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
      await expect(page.getByRole("link", { name: /Open the recommendation upload form/ })).toHaveAttribute(
        "href",
        src.toString(),
      );
    });

    test("sends each of the seven empty when absent, the first when repeated, and keeps them through the .html address", async ({
      page,
    }) => {
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
      const query = new URLSearchParams({
        Name_First: hostile,
        partner: "<img src=x onerror=alert(2)>",
        email: "javascript:alert(3)",
      });
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

test.describe("the upload-recommendation page tells the recommender what the letter is, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

  test("names the applicant and the non-profit from the emailed link, what to write, who may write it and whom to ask", async ({
    page,
  }) => {
    await page.goto(
      "/uploadrecommendation?Name_First=Ana%20Mar%C3%ADa&Name_Last=O%27Neil&partner=Hope%20%26%20Co&ID=4711",
    );
    await expect(page.getByTestId("letter-for")).toHaveText(
      "This letter is for Ana María O'Neil, who applied to us for a free refurbished computer and named you, at Hope & Co, as their recommender.",
    );
    await expect(page.getByRole("heading", { name: words.whatHeading })).toBeVisible();
    const what = page.getByRole("region", { name: words.whatHeading }).getByRole("listitem");
    await expect(what).toHaveText([...words.what]);
    await expect(what.nth(1)).toContainText("New Jersey, New York City or Massachusetts");
    await expect(page.getByRole("region", { name: words.whoHeading })).toContainText("nominating non-profit");
    await expect(
      page.getByRole("region", { name: words.askHeading }).getByRole("link", { name: org.email }),
    ).toHaveAttribute("href", `mailto:${org.email}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("without the link's details, says the letter is for the applicant who named them and how to open the page", async ({
    page,
  }) => {
    await page.goto("/uploadrecommendation");
    await expect(page.getByTestId("letter-for")).toHaveText(words.forUnnamedApplicant);
    await page.goto("/uploadrecommendation?Name_First=Sam");
    await expect(page.getByTestId("letter-for")).toHaveText(words.forApplicant("Sam"));
  });

  test("in Spanish, the same guidance in Spanish words", async ({ page }) => {
    await page.goto("/es/uploadrecommendation?Name_First=Ana&Name_Last=Ruiz&partner=Casa%20Azul");
    await expect(page.getByTestId("letter-for")).toHaveText(
      letterEs.recommendationLetter.forApplicantAt("Ana Ruiz", "Casa Azul"),
    );
    await expect(page.getByTestId("letter-for")).toContainText("Esta carta es para Ana Ruiz");
    await expect(
      page.getByRole("region", { name: letterEs.recommendationLetter.whatHeading }).getByRole("listitem"),
    ).toHaveText([...letterEs.recommendationLetter.what]);
  });
});
