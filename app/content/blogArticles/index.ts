import type { Locale } from "~/i18n/locale";
import { blogAuthors, newestFirst, toBlogArticle, type BlogArticle, type BlogArticleRecord } from "../blogArticle";
import * as es from "../es/blogArticles";
import { hotspotVsHomeInternet } from "./hotspotVsHomeInternet";
import { improveHotspotSpeed } from "./improveHotspotSpeed";
import { secureErasure } from "./secureErasure";
import { windows11 } from "./windows11";

/** Each language's records (app/content/es/blogArticles/ for Spanish; the parity test holds them to the English). */
const records: Record<Locale, BlogArticleRecord[]> = {
  en: [secureErasure, windows11, hotspotVsHomeInternet, improveHotspotSpeed],
  es: [es.secureErasure, es.windows11, es.hotspotVsHomeInternet, es.improveHotspotSpeed],
};

/** Every article in each language, newest first. An article keeps its slug in every language: /es/blog/<slug>. */
export const blogArticleLists: Record<Locale, BlogArticle[]> = {
  en: newestFirst(records.en.map((record) => toBlogArticle(record, blogAuthors.en))),
  es: newestFirst(records.es.map((record) => toBlogArticle(record, blogAuthors.es))),
};

/** Every English article, newest first. */
export const blogArticleList: BlogArticle[] = blogArticleLists.en;

/** The article the blog's hero features (the specification's '5 ways to improve your internet connection'). */
export const heroArticle: BlogArticle = blogArticleList.find((article) => article.slug === improveHotspotSpeed.slug)!;

const bySlug = {
  en: new Map(blogArticleLists.en.map((article) => [article.slug, article])),
  es: new Map(blogArticleLists.es.map((article) => [article.slug, article])),
} satisfies Record<Locale, Map<string, BlogArticle>>;

export function blogArticle(slug: string, locale: Locale = "en"): BlogArticle | undefined {
  return bySlug[locale].get(slug);
}
