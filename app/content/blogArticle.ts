/**
 * Blog articles: records of structured text, one data file each under `blogArticles/`, checked by this schema. The
 * list, the reading times and the addresses are computed here, so the index, the article pages, the feed and the
 * sitemap all read the same records.
 */
import { z } from "zod";
import { org } from "~/config/org";
import type { Locale } from "~/i18n/locale";
import { blockSchema, blocksText, readingMinutes, wordCount } from "./richText";

export const blogArticleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
  title: z.string().min(1),
  description: z.string().min(20).max(300),
  /** Day of publication, ISO (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  image: z.string().regex(/^\/images\/[\w\-/]+\.(svg|webp|avif|png|jpg)$/),
  blocks: z.array(blockSchema).min(3),
});

export type BlogArticleRecord = z.infer<typeof blogArticleSchema>;

export type BlogArticle = BlogArticleRecord & {
  path: string;
  author: string;
  words: number;
  readingMinutes: number;
};

/** Articles are written by the organisation's staff together; the byline names the team, in the article's language. */
export const blogAuthors: Record<Locale, string> = {
  en: `The ${org.shortName} team`,
  es: `el equipo de ${org.shortName}`,
};

export const blogPath = (slug: string) => `/blog/${slug}`;

/** The article the blog's hero features (the specification's '5 ways to improve your internet connection'). */
export const heroArticleSlug = "5-ways-to-improve-your-internet-connection";

export function toBlogArticle(record: BlogArticleRecord, author: string = blogAuthors.en): BlogArticle {
  const words = wordCount(`${record.title} ${blocksText(record.blocks)}`);
  return { ...record, path: blogPath(record.slug), author, words, readingMinutes: readingMinutes(words) };
}

/** A language's articles, newest first, from their data files (each checked against the schema). */
function articlesFrom(files: unknown[], locale: Locale): BlogArticle[] {
  return newestFirst(files.map((file) => toBlogArticle(blogArticleSchema.parse(file), blogAuthors[locale])));
}

export type BlogArticles = {
  /** Every article in each language, newest first. An article keeps its slug in every language: /es/blog/<slug>. */
  blogArticleLists: Record<Locale, BlogArticle[]>;
  /** Every English article, newest first. */
  blogArticleList: BlogArticle[];
  heroArticle: BlogArticle;
};

/**
 * The blog from each language's parsed data files. The site imports the files as modules and the browser specs read
 * them with `fs` (Node cannot import JSON modules there); both build the lists and find the hero here.
 */
export function blogArticlesFrom(files: Record<Locale, unknown[]>): BlogArticles {
  const blogArticleLists: Record<Locale, BlogArticle[]> = {
    en: articlesFrom(files.en, "en"),
    es: articlesFrom(files.es, "es"),
  };
  const heroArticle = blogArticleLists.en.find((article) => article.slug === heroArticleSlug);
  if (!heroArticle) throw new Error(`The blog's hero article '${heroArticleSlug}' has no data file`);
  return { blogArticleLists, blogArticleList: blogArticleLists.en, heroArticle };
}

/** Newest first; the same day keeps the order given. */
export function newestFirst<T extends { date: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** 'September 15, 2026' */
export function articleDateLabel(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
