/**
 * The blog's articles for browser specs, built from the data files by the site's own function. Node's test runner
 * cannot import a JSON module without an import attribute, which the site's bundler does not read, so the specs read
 * the files here instead of importing `~/content/blogArticles`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { articlesFrom, heroArticleSlug, type BlogArticle } from "~/content/blogArticle";
import type { Locale } from "~/i18n/locale";

const folders: Record<Locale, string> = { en: "app/content/blogArticles", es: "app/content/es/blogArticles" };

function filesIn(folder: string): unknown[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(`${folder}/${name}`, "utf8")) as unknown);
}

export const blogArticleLists: Record<Locale, BlogArticle[]> = {
  en: articlesFrom(filesIn(folders.en), "en"),
  es: articlesFrom(filesIn(folders.es), "es"),
};

export const blogArticleList = blogArticleLists.en;

export const heroArticle: BlogArticle = blogArticleList.find((article) => article.slug === heroArticleSlug)!;
