/** The head tags and schema.org `BlogPosting` of an article, from its record. */
import type { MetaDescriptor } from "@remix-run/node";
import { org } from "~/config/org";
import type { BlogArticle } from "./blogArticle";

export function articleStructuredData(article: BlogArticle, origin: string) {
  const url = `${origin}${article.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    author: { "@type": "Organization", name: article.author, url: `${origin}/team` },
    publisher: { "@type": "Organization", name: org.name, logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` } },
    image: `${origin}${article.image}`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    wordCount: article.words,
    timeRequired: `PT${article.readingMinutes}M`,
    inLanguage: "en-US",
  };
}

export function articleMeta(article: BlogArticle, origin: string): MetaDescriptor[] {
  const title = `${article.title} | ${org.name}`;
  const url = `${origin}${article.path}`;
  return [
    { title },
    { name: "description", content: article.description },
    { name: "author", content: article.author },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.description },
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: org.name },
    { property: "article:published_time", content: article.date },
    { property: "article:author", content: article.author },
  ];
}
