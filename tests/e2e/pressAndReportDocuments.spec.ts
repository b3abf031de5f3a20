import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "../support/test";

test.describe("the documents", () => {
  const releases = (JSON.parse(readFileSync("app/content/pressReleases.json", "utf8")) as { releases: { slug: string; title: string }[] }).releases;

  test("every press-release link and the 2023 impact report answer a real PDF", async ({ page, request }) => {
    const links: string[] = [];
    for (const path of ["/press", "/impact"]) {
      await page.goto(path);
      links.push(...(await page.locator('main a[href$=".pdf"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))));
    }
    const unique = [...new Set(links)].sort();
    expect(unique).toEqual([...releases.map((release) => `/press/${release.slug}.pdf`), "/press/impact-report-2023.pdf"].sort());
    for (const link of unique) {
      const response = await request.get(link);
      expect(response.status(), link).toBe(200);
      expect(response.headers()["content-type"], link).toContain("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1"), link).toBe("%PDF-");
    }
  });
});
