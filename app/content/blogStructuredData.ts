/** The head tags and schema.org `BlogPosting` of an article, from its record. */
import type { MetaDescriptor } from "@remix-run/node";
import { org } from "~/config/org";
import { intlLocales, pathInLocale, type Locale } from "~/i18n/locale";
import type { BlogArticle } from "./blogArticle";

/** `locale` is the article's language: its address (`/es/blog/...` in Spanish) and `inLanguage` follow it. */
export function articleStructuredData(article: BlogArticle, origin: string, locale: Locale = "en") {
  const url = `${origin}${pathInLocale(locale, article.path)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    author: { "@type": "Organization", name: article.author, url: `${origin}${pathInLocale(locale, "/team")}` },
    publisher: {
      "@type": "Organization",
      name: org.name,
      logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` },
    },
    image: `${origin}${article.image}`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    wordCount: article.words,
    timeRequired: `PT${article.readingMinutes}M`,
    inLanguage: intlLocales[locale],
  };
}

export function articleMeta(article: BlogArticle, origin: string, locale: Locale = "en"): MetaDescriptor[] {
  const title = `${article.title} | ${org.name}`;
  const url = `${origin}${pathInLocale(locale, article.path)}`;
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
    { property: "og:locale", content: intlLocales[locale].replace("-", "_") },
    { property: "article:published_time", content: article.date },
    { property: "article:author", content: article.author },
  ];
}
