import { expect, type Page } from "@playwright/test";
import { test } from "../support/readingPages";
import { navGroups } from "~/config/navigation";
import { allPagePaths, sitePages, sitemapPages } from "~/config/routes";
import { footerColumns } from "~/page/footer";
import * as esNavigation from "~/content/es/navigation";
import { blogArticleLists } from "../support/blogArticles";
import { formatDate } from "~/i18n";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { answerOtherHosts } from "../support/thirdPartyFrames";

/**
 * Issue 18: every page also in Spanish under /es, from the same route list. The English words a Spanish page must
 * not show are the interface's own: navigation, footer, buttons and the catalogue's fixed messages (a word that is the
 * same in both languages, such as 'Blog', is left out). Text marked `lang="en"` (the link back to English) is
 * English on purpose and not read; the blog's articles are translated, so nothing on their pages is marked English.
 */
const spanishNavWords = new Set<string>(Object.values(esNavigation.navigationWords));
const catalogueStrings = (messages: unknown): string[] =>
  typeof messages === "string"
    ? [messages]
    : messages && typeof messages === "object"
      ? Object.values(messages).flatMap(catalogueStrings)
      : [];
const spanishWords = new Set(catalogueStrings(es));
const englishUiStrings = [
  ...navGroups.flatMap((group) => [group.label, ...group.links.map((link) => link.label)]),
  ...footerColumns.flatMap((column) => [column.heading, ...column.links.map((link) => link.label)]),
  ...catalogueStrings({ ...en, switchTo: undefined, languageName: undefined }),
  "Privacy Policy",
  "Terms of Service",
  "Back to Shield",
  "Order now",
  "Frequently Asked Questions",
  "Read the press release",
  "Donate Now",
  "Apply for a Device",
].filter(
  (text, index, all) =>
    all.indexOf(text) === index && !spanishNavWords.has(text) && !spanishWords.has(text) && text.trim().length > 2,
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page's visible words outside anything marked as English. */
async function wordsNotMarkedEnglish(page: Page): Promise<string> {
  return page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"], script, style, template').forEach((el) => el.remove());
    return copy.textContent ?? "";
  });
}

test.describe("Spanish pages with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of allPagePaths) {
    const spanishPath = path === "/" ? "/es" : `/es${path}`;
    test(`${spanishPath} is a Spanish page with its alternates and no English interface words`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(spanishPath);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const canonicalPath = sitePages.find((entry) => entry.path === path || entry.sameAs?.includes(path))!.path;
      const esCanonical = `${baseURL}${canonicalPath === "/" ? "/es" : `/es${canonicalPath}`}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", esCanonical);
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", esCanonical);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${baseURL}${canonicalPath}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${baseURL}${canonicalPath}`,
      );
      const text = await wordsNotMarkedEnglish(page);
      const leftovers = englishUiStrings.filter((english) =>
        new RegExp(`(^|[^\\p{L}])${escapeRegExp(english)}($|[^\\p{L}])`, "u").test(text),
      );
      expect(leftovers).toEqual([]);
      // Links inside the site stay in Spanish.
      const englishLinks = await page
        .locator('main a[href^="/"]:not([href^="/es"]):not([href*="."]):not([href^="/images"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(englishLinks).toEqual([]);
    });
  }

  for (const article of blogArticleLists.es) {
    const spanishPath = `/es${article.path}`;
    test(`${spanishPath} is the article in Spanish, with no English left`, async ({ page, baseURL }) => {
      const english = blogArticleLists.en.find((entry) => entry.slug === article.slug)!;
      expect(article.title).not.toBe(english.title);
      const response = await page.goto(spanishPath);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.locator("main h1")).toHaveText(article.title);
      await expect(page.locator("main")).toContainText(article.description);
      // The byline no longer says the article is in English (a link to an English document may still say so).
      const byline = page.locator("main p", { hasText: es.readingTime(article.readingMinutes) });
      await expect(byline).toHaveCount(1);
      await expect(byline).not.toContainText(/inglés|English/);
      await expect(page.locator("main time").first()).toHaveText(formatDate("es", article.date));
      // Nothing on the page is marked English, and neither the article's English words nor the interface's are shown.
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
      const text = await wordsNotMarkedEnglish(page);
      expect(text).not.toContain(english.title);
      expect(text).not.toContain(english.description);
      expect(text).not.toContain("in English");
      const leftovers = englishUiStrings.filter((words) =>
        new RegExp(`(^|[^\\p{L}])${escapeRegExp(words)}($|[^\\p{L}])`, "u").test(text),
      );
      expect(leftovers).toEqual([]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${spanishPath}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${baseURL}${article.path}`,
      );
      const englishLinks = await page
        .locator('main a[href^="/"]:not([href^="/es"]):not([href*="."]):not([href^="/images"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(englishLinks).toEqual([]);
    });
  }

  test("the language link goes to the same page in the other language, keeping the query the page reads", async ({
    page,
  }) => {
    await page.goto("/uploadrecommendation?Name_First=Ana&partner=Centro&utm_source=flyer");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: en.switchTo.long }).click();
    await expect(page).toHaveURL(/\/es\/uploadrecommendation\?Name_First=Ana&partner=Centro$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page
      .getByRole("navigation", { name: es.mainNavigation })
      .getByRole("link", { name: es.switchTo.long })
      .click();
    await expect(page).toHaveURL(/\/uploadrecommendation\?Name_First=Ana&partner=Centro$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/es/shieldhotspotsim?image=2");
    await page
      .getByRole("navigation", { name: es.mainNavigation })
      .getByRole("link", { name: es.switchTo.long })
      .click();
    await expect(page).toHaveURL(/\/shieldhotspotsim\?image=2$/);
  });

  test("a query the page does not read stays behind, so a shared page stays the same bytes", async ({ page }) => {
    await page.goto("/apply?utm_source=flyer");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: en.switchTo.long }).click();
    await expect(page).toHaveURL(/\/es\/apply$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Abrimos oportunidades");
  });

  test("the phone menu has the language link too, and it works without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/es/donate");
    await page.getByText(es.menu, { exact: true }).click();
    const link = page.locator("details.phone-menu").getByRole("link", { name: es.switchTo.long });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/donate$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Donate your computers");
  });

  test("an unknown address under /es is the 404 page in Spanish", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.notFound.title);
    await expect(page).toHaveTitle(new RegExp(es.notFound.title));
    await expect(page.getByRole("link", { name: es.notFound.home })).toHaveAttribute("href", "/es");
    // No page answers at this address in English either: the language link goes to the English home page.
    await expect(
      page.getByRole("navigation", { name: es.mainNavigation }).getByRole("link", { name: es.switchTo.long }),
    ).toHaveAttribute("href", "/");
  });

  test("the staff console stays English only: /es/staff is the Spanish 404 page, /es the Spanish home page", async ({
    request,
  }) => {
    expect((await request.get("/es/staff", { maxRedirects: 0 })).status()).toBe(404);
    const home = await request.get("/es", { maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
  });

  test("a legacy .html address under /es redirects within Spanish, keeping the query string", async ({ request }) => {
    const response = await request.get("/es/donate.html?ref=flyer", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/es/donate?ref=flyer");
  });

  test("the sitemap lists every public page in both languages with their alternates", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // Every public page but the sign-in pages, which search engines are not sent to.
    for (const page of sitemapPages) {
      expect(locs).toContain(`${baseURL}${page.path}`);
      expect(locs).toContain(`${baseURL}${page.path === "/" ? "/es" : `/es${page.path}`}`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es/donate"/>`);
  });

  test("numbers and dates follow the page's language", async ({ page }) => {
    await page.goto("/es/blog");
    await expect(page.getByTestId("article-list").locator("time").first()).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await page.goto("/es/about");
    await expect(page.locator("[data-as-of]").first()).toHaveText(/^Al \d{1,2} de [a-z]+ de \d{4}$/);
  });
});

test.describe("Spanish pages with JavaScript on", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await answerOtherHosts(page, baseURL!);
  });

  test("the slide show's Pause and Play button speaks Spanish", async ({ page }) => {
    await page.goto("/es/impact");
    const button = page.locator("[data-tc-pause]");
    await expect(button).toHaveText(es.testimonials.pause);
    await button.click();
    await expect(button).toHaveText(es.testimonials.play);
    await expect(button).toHaveAttribute("aria-label", es.testimonials.playLabel);
  });
});
