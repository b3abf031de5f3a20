import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { embeds } from "~/config/embeds";
import { externalLinks, helpDeskWidget } from "~/config/external";
import { sitePages } from "~/config/routes";

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

test.describe("the Help button with JavaScript", () => {
  const helpHost = new URL(helpDeskWidget.scriptUrl).host;

  test("loads nothing from the help desk until pressed, then loads its widget script in place", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host === helpHost) requested.push(request.url());
    });
    await page.route(`https://${helpHost}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__helpDeskLoaded = true;" }),
    );
    await page.goto("/contact");
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await page.getByRole("link", { name: /^Help centre/ }).click();
    await expect.poll(() => page.evaluate(() => (window as { __helpDeskLoaded?: boolean }).__helpDeskLoaded)).toBe(true);
    expect(requested).toEqual([helpDeskWidget.scriptUrl]);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("opens the help centre when the widget cannot load", async ({ page, context }) => {
    await context.route(`https://${helpHost}/**`, (route) => route.abort());
    await context.route(`${externalLinks.helpCentre}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Help centre</title>" }));
    await page.goto("/press");
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /^Help centre/ }).click();
    await expect((await popup)).toHaveURL(externalLinks.helpCentre);
  });
});

test.describe("search engines", () => {
  test("the home page carries schema.org NGO data, its hash in the CSP; other pages do not", async ({ request }) => {
    const response = await request.get("/");
    const csp = response.headers()["content-security-policy"]!;
    const html = await response.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(csp).toContain(`'sha256-${createHash("sha256").update(blocks[0]![1]!).digest("base64")}'`);
    const data = JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("NGO");
    expect(data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await (await request.get("/press")).text()).not.toContain("application/ld+json");
  });

  test("robots.txt keeps private pages out and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const page of sitePages.filter((entry) => entry.private)) expect(text).toContain(`Disallow: ${page.path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists every public page once at its canonical address, and each answers 200", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toEqual(sitePages.filter((page) => !page.private).map((page) => `${baseURL}${page.path}`));
    for (const loc of locs) expect((await request.get(loc)).status(), loc).toBe(200);
  });

  test("each page of part B has its own title, description, canonical and Open Graph tags", async ({ page, baseURL }) => {
    const titles = new Set<string>();
    for (const path of ["/press", "/impact", "/partner", "/team", "/socialmedia", "/pepper", "/hotspot", "/boardapplication"]) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    }
    expect(titles.size).toBe(8);
  });
});
