/**
 * The blog's articles for browser specs, built from the data files by the site's own function. Node's test runner
 * cannot import a JSON module without an import attribute, which the site's bundler does not read, so the specs read
 * the files here instead of importing `~/content/blogArticles`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { blogArticlesFrom } from "~/content/blogArticle";

function filesIn(folder: string): unknown[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(`${folder}/${name}`, "utf8")) as unknown);
}

export const { blogArticleLists, blogArticleList, heroArticle } = blogArticlesFrom({
  en: filesIn("app/content/blogArticles"),
  es: filesIn("app/content/es/blogArticles"),
});
