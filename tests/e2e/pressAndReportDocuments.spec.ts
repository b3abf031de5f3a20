import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { readPdfFile } from "../support/pdfReading";
import { pdfUaProblems } from "../support/pdfUa";
import { test } from "../support/test";

test.describe("the documents", () => {
  const releases = (
    JSON.parse(readFileSync("app/content/pressReleases.json", "utf8")) as {
      releases: { slug: string; title: string }[];
    }
  ).releases;

  test("every press-release link and the 2023 impact report answer a real PDF", async ({ page, request }) => {
    const links: string[] = [];
    for (const path of ["/press", "/impact"]) {
      await page.goto(path);
      links.push(
        ...(await page
          .locator('main a[href$=".pdf"]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))),
      );
    }
    const unique = [...new Set(links)].sort();
    expect(unique).toEqual(
      [...releases.map((release) => `/press/${release.slug}.pdf`), "/press/impact-report-2023.pdf"].sort(),
    );
    for (const link of unique) {
      const response = await request.get(link);
      expect(response.status(), link).toBe(200);
      expect(response.headers()["content-type"], link).toContain("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1"), link).toBe("%PDF-");
    }
  });

  test("each is PDF/UA-1: tagged, states English and its title, and embeds its fonts", async ({ request }) => {
    const documents = [
      ...releases.map((release) => ({ link: `/press/${release.slug}.pdf`, title: release.title })),
      { link: "/press/impact-report-2023.pdf", title: "2023 Impact Report" },
    ];
    for (const { link, title } of documents) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "press-pdf-")), "document.pdf");
      writeFileSync(file, await (await request.get(link)).body());
      const pdf = readPdfFile(file);
      expect(pdf.info["Tagged"], link).toBe("yes");
      expect(pdf.info["Title"], link).toBe(title);
      expect(pdf.lang, link).toBe("en-US");
      expect(pdf.fonts.length, link).toBeGreaterThan(0);
      for (const font of pdf.fonts) expect(font.embedded, `${link} ${font.name}`).toBe(true);
      // The title is the document's first heading, its text paragraphs.
      expect(pdf.structure, link).toContain(`H1 (block)\n    "${title}"`);
      expect(pdf.structure, link).toContain("P (block)");
      expect(pdfUaProblems(file, { title, lang: "en-US" }), link).toEqual([]);
    }
  });
});
