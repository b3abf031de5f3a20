import { expect } from "@playwright/test";
import { test } from "../support/readingPages";
import { expectNoAxeViolations } from "../support/axe";
import { articleDateLabel } from "~/content/blogArticle";
import { blogArticleList, blogArticleLists, heroArticle } from "../support/blogArticles";
import { blogHeadings as blogHeadingsEs } from "~/content/es/blog";
import { formatDate } from "~/i18n";
import { es } from "~/i18n/messages/es";

test.describe("the blog, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the index lists every article newest first, the hero article still on top", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator("main h1")).toHaveText("5 ways to improve your internet connection");
    await expect(page.getByRole("link", { name: "Continue Reading" })).toHaveAttribute("href", heroArticle.path);
    const titles = page.getByTestId("article-list").getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(blogArticleList.map((article) => article.title));
    const dates = await page
      .getByTestId("article-list")
      .locator("time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.getByText("Coming soon")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/blog/feed.xml",
    );
  });

  for (const article of blogArticleList) {
    test(`${article.path}: title, byline, date, reading time, BlogPosting and Open Graph`, async ({
      page,
      baseURL,
    }) => {
      await page.goto("/blog");
      await page.getByRole("link", { name: article.title }).click();
      await expect(page).toHaveURL(new RegExp(`${article.path}$`));
      await expect(page.locator("main h1")).toHaveText(article.title);
      const byline = page.locator("main").getByText(`By ${article.author}`);
      await expect(byline).toContainText(articleDateLabel(article.date));
      await expect(byline).toContainText(`${article.readingMinutes} min read`);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
      await expect(page.locator("main article h2").first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.?()]/g, "\\$&")} \\|`));

      const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
      expect(await og("og:type")).toBe("article");
      expect(await og("og:title")).toBe(article.title);
      expect(await og("og:url")).toBe(`${baseURL}${article.path}`);
      expect(await og("article:published_time")).toBe(article.date);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}${article.path}`);

      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        datePublished: article.date,
        author: { name: article.author },
        url: `${baseURL}${article.path}`,
        wordCount: article.words,
      });
    });
  }

  test("an unknown article is the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.locator("main h1")).toHaveText("404 Page Not Found");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("the Atom feed is valid XML with every article at an absolute address", async ({ page, request, baseURL }) => {
    const response = await request.get("/blog/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const atom = "http://www.w3.org/2005/Atom";
      return {
        error: doc.getElementsByTagName("parsererror").length,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        self: doc.querySelector('link[rel="self"]')?.getAttribute("href"),
        entries: [...doc.getElementsByTagNameNS(atom, "entry")].map((entry) => ({
          title: entry.getElementsByTagNameNS(atom, "title")[0]?.textContent,
          link: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href"),
          published: entry.getElementsByTagNameNS(atom, "published")[0]?.textContent,
          content: entry.getElementsByTagNameNS(atom, "content")[0]?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBe(0);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.self).toBe(`${baseURL}/blog/feed.xml`);
    expect(feed.entries.map((entry) => [entry.title, entry.link, entry.published])).toEqual(
      blogArticleList.map((article) => [article.title, `${baseURL}${article.path}`, `${article.date}T12:00:00Z`]),
    );
    for (const entry of feed.entries) expect(entry.content).toMatch(/^<div[^>]*><p>/);
  });

  test("both feeds' entries link only to absolute addresses, the site's in the feed's language", async ({
    request,
    baseURL,
  }) => {
    for (const [feedPath, prefix] of [
      ["/blog/feed.xml", ""],
      ["/es/blog/feed.xml", "/es"],
    ] as const) {
      const xml = await (await request.get(feedPath)).text();
      // Entry content is HTML escaped as XML text: its attributes read `href=&quot;…&quot;`.
      const contents = [...xml.matchAll(/<content type="html">([\s\S]*?)<\/content>/g)].map((match) => match[1]!);
      expect(contents.length, feedPath).toBeGreaterThan(0);
      const links = contents.flatMap((content) =>
        [...content.matchAll(/href=&quot;(.*?)&quot;/g)].map((match) => match[1]!),
      );
      const siteLinks = links.filter((link) => link.startsWith(baseURL!));
      expect(siteLinks.length, feedPath).toBeGreaterThan(0);
      for (const link of links) expect(link, feedPath).toMatch(/^(https?:\/\/|mailto:)/);
      for (const link of siteLinks) {
        const path = link.slice(baseURL!.length);
        if (!/\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0]!))
          expect(path, feedPath).toMatch(prefix ? /^\/es(\/|$)/ : /^\/(?!es\/)/);
      }
    }
  });

  test("the sitemap lists every article", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const article of blogArticleList) expect(sitemap).toContain(`<loc>${baseURL}${article.path}</loc>`);
  });
});

test.describe("the blog in Spanish, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/es/blog lists the Spanish articles newest first, with the Spanish feed", async ({ page }) => {
    await page.goto("/es/blog");
    const titles = page.getByTestId("article-list").getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(blogArticleLists.es.map((article) => article.title));
    await expect(page.getByTestId("article-list").locator('[lang="en"]')).toHaveCount(0);
    await expect(page.getByTestId("article-list")).not.toContainText("inglés");
    const links = await page
      .getByTestId("article-list")
      .locator("a")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(links).toEqual(blogArticleLists.es.map((article) => `/es${article.path}`));
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/es/blog/feed.xml",
    );
    await expect(page.getByRole("link", { name: blogHeadingsEs.feed })).toHaveAttribute("href", "/es/blog/feed.xml");
  });

  for (const article of blogArticleLists.es) {
    test(`/es${article.path}: Spanish title, byline, date, reading time, BlogPosting and Open Graph`, async ({
      page,
      baseURL,
    }) => {
      const url = `${baseURL}/es${article.path}`;
      await page.goto("/es/blog");
      await page.getByRole("link", { name: article.title }).click();
      await expect(page).toHaveURL(new RegExp(`/es${article.path}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.locator("main h1")).toHaveText(article.title);
      const byline = page.locator("main").getByText(`${blogHeadingsEs.by} ${article.author}`);
      await expect(byline).toContainText(formatDate("es", article.date));
      await expect(byline).toContainText(es.readingTime(article.readingMinutes));
      expect(article.author).toBe("el equipo de Tech Access");
      await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.?()¿]/g, "\\$&")} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", article.description);
      const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
      expect(await og("og:title")).toBe(article.title);
      expect(await og("og:url")).toBe(url);
      expect(await og("og:locale")).toBe("es_US");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(data).toMatchObject({
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        author: { name: article.author },
        url,
        inLanguage: "es-US",
        wordCount: article.words,
      });
      await expect(page.getByRole("link", { name: blogHeadingsEs.backToBlog })).toHaveAttribute("href", "/es/blog");
    });
  }

  test("the Spanish Atom feed lists the Spanish articles at their Spanish addresses", async ({ request, baseURL }) => {
    const response = await request.get("/es/blog/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await response.text();
    expect(xml).toContain('xml:lang="es-US"');
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${baseURL}/es/blog/feed.xml"/>`);
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?href="([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(entries).toEqual(blogArticleLists.es.map((article) => [article.title, `${baseURL}/es${article.path}`]));
    // Links inside the Spanish articles lead to the Spanish pages.
    expect(xml).toContain(`href=&quot;${baseURL}/es/donate&quot;`);
  });
});

for (const width of [360, 1280]) {
  test.describe(`the articles' accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });

    for (const path of [
      ...blogArticleList.map((article) => article.path),
      ...blogArticleLists.es.map((article) => `/es${article.path}`),
    ]) {
      test(`${path} has no axe violations and fits the screen`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      });
    }
  });
}
