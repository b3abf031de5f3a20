import { describe, expect, it } from "vitest";
import { blogArticleSchema, newestFirst } from "~/content/blogArticle";
import { blogArticle, blogArticleList, blogArticleLists, heroArticle } from "~/content/blogArticles";
import { blocksText, readingMinutes, wordCount } from "~/content/richText";

describe("the blog's articles", () => {
  it("are four valid records with unique slugs, newest first", () => {
    expect(blogArticleList).toHaveLength(4);
    for (const article of blogArticleList) expect(() => blogArticleSchema.parse(article), article.slug).not.toThrow();
    expect(new Set(blogArticleList.map((article) => article.slug)).size).toBe(4);
    const dates = blogArticleList.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("are substantive: each at least 500 words", () => {
    for (const article of blogArticleList) expect(article.words, article.slug).toBeGreaterThanOrEqual(500);
  });

  it("keep the specification's hero article and find articles by slug", () => {
    expect(heroArticle.title).toBe("5 ways to improve your internet connection");
    expect(blogArticle(heroArticle.slug)).toBe(heroArticle);
    expect(blogArticle("no-such-article")).toBeUndefined();
  });

  it("cover the topics of the live site with their facts", () => {
    const text = (slug: string) => blocksText(blogArticle(slug)!.blocks);
    const erasure = text("how-we-securely-erase-donated-devices");
    for (const word of ["800-88", "Clear", "Purge", "Destroy"]) expect(erasure).toContain(word);
    const windows = text("computer-cannot-run-windows-11");
    for (const word of ["October 14, 2025", "ChromeOS Flex", "Linux", "TPM 2.0", "donate"])
      expect(windows).toContain(word);
  });
});

describe("the blog's articles in Spanish", () => {
  it("are the same four, found by the same slugs, substantive, with the English facts", () => {
    expect(blogArticleLists.es.map((article) => article.slug)).toEqual(blogArticleList.map((article) => article.slug));
    for (const article of blogArticleLists.es) {
      expect(() => blogArticleSchema.parse(article), article.slug).not.toThrow();
      expect(article.words, article.slug).toBeGreaterThanOrEqual(500);
      expect(blogArticle(article.slug, "es")).toBe(article);
    }
    expect(blogArticle(heroArticle.slug, "es")!.title).toBe("5 maneras de mejorar su conexión a internet");
    const text = (slug: string) => blocksText(blogArticle(slug, "es")!.blocks);
    for (const word of ["800-88", "Limpiar", "Purgar", "Destruir"])
      expect(text("how-we-securely-erase-donated-devices")).toContain(word);
    for (const word of ["14 de octubre de 2025", "ChromeOS Flex", "Linux", "TPM 2.0", "computadora"]) {
      expect(text("computer-cannot-run-windows-11")).toContain(word);
    }
  });
});

describe("reading time", () => {
  it("counts words, not punctuation or spacing", () => {
    expect(wordCount("  One, two -- three.\n\nFour 800-88 ")).toBe(5);
  });

  it("is whole minutes at 200 words a minute, rounded up, at least one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
    for (const article of blogArticleList) expect(article.readingMinutes).toBe(Math.ceil(article.words / 200));
  });

  it("orders any dated items newest first", () => {
    expect(
      newestFirst([{ date: "2026-01-02" }, { date: "2026-03-01" }, { date: "2025-12-31" }]).map((item) => item.date),
    ).toEqual(["2026-03-01", "2026-01-02", "2025-12-31"]);
  });
});
