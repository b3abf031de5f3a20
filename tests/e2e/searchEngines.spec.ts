import { createHash } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { sitePages } from "~/config/routes";
import { blogArticleList } from "../support/blogArticles";
import { locales, pathInLocale } from "~/i18n/locale";

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

  test("robots.txt keeps private pages out in both languages, and the staff console, and points to the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/portal", "/es/portal", "/staff"]) expect(text).toContain(`Disallow: ${path}\n`);
    for (const page of sitePages.filter((entry) => entry.private)) {
      for (const locale of locales) expect(text).toContain(`Disallow: ${pathInLocale(locale, page.path)}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists every public page but the sign-in page, and every article, once per language at its canonical address, and each answers 200", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // English first, then Spanish (issue 18): each language's pages, then its articles.
    const pages = sitePages.filter((page) => !page.private && page.path !== "/auth");
    const paths = [...pages.map((page) => page.path), ...blogArticleList.map((article) => article.path)];
    expect(locs).toEqual(locales.flatMap((locale) => paths.map((path) => `${baseURL}${pathInLocale(locale, path)}`)));
    // No sign-in page: nobody should land on one from a search.
    for (const signIn of ["/auth", "/es/auth", "/staff/sign-in"]) expect(locs).not.toContain(`${baseURL}${signIn}`);
    for (const loc of locs) expect((await request.get(loc)).status(), loc).toBe(200);
  });

  test("the press, impact, partner, team, social, festival and form pages each have their own title, description, canonical and Open Graph tags", async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const path of [
      "/press",
      "/impact",
      "/partner",
      "/team",
      "/socialmedia",
      "/pepper",
      "/hotspot",
      "/boardapplication",
    ]) {
      await page.goto(path);
      titles.add(await page.title());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    }
    expect(titles.size).toBe(8);
  });
});
