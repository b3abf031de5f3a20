/**
 * The blog's articles. Each is a data file, `<name>.json` here and its Spanish twin in `../es/blogArticles/`: words and
 * links only, no code, so a writer or translator edits one file and the schema (`../blogArticle.ts`) checks it when
 * the server loads it. An article keeps its file name and slug in every language.
 */
import type { Locale } from "~/i18n/locale";
import { blogArticlesFrom, type BlogArticle } from "../blogArticle";
import hotspotVsHomeInternetEs from "../es/blogArticles/hotspotVsHomeInternet.json";
import improveHotspotSpeedEs from "../es/blogArticles/improveHotspotSpeed.json";
import secureErasureEs from "../es/blogArticles/secureErasure.json";
import windows11Es from "../es/blogArticles/windows11.json";
import hotspotVsHomeInternet from "./hotspotVsHomeInternet.json";
import improveHotspotSpeed from "./improveHotspotSpeed.json";
import secureErasure from "./secureErasure.json";
import windows11 from "./windows11.json";

/** Each language's files, in the same order. */
const files: Record<Locale, unknown[]> = {
  en: [secureErasure, windows11, hotspotVsHomeInternet, improveHotspotSpeed],
  es: [secureErasureEs, windows11Es, hotspotVsHomeInternetEs, improveHotspotSpeedEs],
};

export const { blogArticleLists, blogArticleList, heroArticle } = blogArticlesFrom(files);

const bySlug = {
  en: new Map(blogArticleLists.en.map((article) => [article.slug, article])),
  es: new Map(blogArticleLists.es.map((article) => [article.slug, article])),
} satisfies Record<Locale, Map<string, BlogArticle>>;

export function blogArticle(slug: string, locale: Locale = "en"): BlogArticle | undefined {
  return bySlug[locale].get(slug);
}
