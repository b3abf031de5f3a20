import { newestFirst, toBlogArticle, type BlogArticle } from "../blogArticle";
import { hotspotVsHomeInternet } from "./hotspotVsHomeInternet";
import { improveHotspotSpeed } from "./improveHotspotSpeed";
import { secureErasure } from "./secureErasure";
import { windows11 } from "./windows11";

/** Every article, newest first. */
export const blogArticleList: BlogArticle[] = newestFirst(
  [secureErasure, windows11, hotspotVsHomeInternet, improveHotspotSpeed].map(toBlogArticle),
);

/** The article the blog's hero features (the specification's '5 ways to improve your internet connection'). */
export const heroArticle: BlogArticle = blogArticleList.find((article) => article.slug === improveHotspotSpeed.slug)!;

const bySlug = new Map(blogArticleList.map((article) => [article.slug, article]));

export function blogArticle(slug: string): BlogArticle | undefined {
  return bySlug.get(slug);
}
