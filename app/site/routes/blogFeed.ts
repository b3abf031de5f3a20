import type { LoaderFunctionArgs } from "@remix-run/node";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RichText } from "~/components/RichText";
import { org } from "~/config/org";
import { sitePage } from "~/config/routes";
import { blogArticleLists } from "~/content/blogArticles";
import { pageWords } from "~/content/es/pages";
import { intlLocales, localeFromPath, pathInLocale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Noon UTC on the day of publication, as Atom wants a full timestamp. */
const timestamp = (day: string) => `${day}T12:00:00Z`;

/**
 * The blog as an Atom feed (RFC 4287), full text included: each article's body is rendered by the same React
 * component as its page (so every word is escaped once), then escaped again as XML text. The Spanish articles have
 * their own feed at /es/blog/feed.xml (the same module, mirrored in remix.config.js), linking to the Spanish pages.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = env().publicUrl;
  const locale = localeFromPath(new URL(request.url).pathname);
  const blog = locale === "es" ? pageWords["/blog"] : sitePage("/blog");
  const blogPath = pathInLocale(locale, "/blog");
  const articles = blogArticleLists[locale];
  const entries = articles.map((article) => {
    const url = `${origin}${pathInLocale(locale, article.path)}`;
    // Absolute links: a feed reader shows the text away from the site, with nothing to resolve a path against.
    const html = renderToStaticMarkup(createElement(RichText, { blocks: article.blocks, locale, origin }));
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${timestamp(article.date)}</published>`,
      `    <updated>${timestamp(article.date)}</updated>`,
      `    <author><name>${escapeXml(article.author)}</name></author>`,
      `    <summary>${escapeXml(article.description)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  const updated = articles[0] ? timestamp(articles[0].date) : timestamp("2019-01-01");
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${intlLocales[locale]}">`,
    `  <id>${escapeXml(`${origin}${blogPath}`)}</id>`,
    `  <title>${escapeXml(`${blog.title} | ${org.name}`)}</title>`,
    `  <subtitle>${escapeXml(blog.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${blogPath}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${blogPath}`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(org.name)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
