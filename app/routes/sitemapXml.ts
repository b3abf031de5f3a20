import { sitemapPages } from "~/config/routes";
import { blogArticleList } from "~/content/blogArticles";
import { locales, pathInLocale, type Locale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

/**
 * Built from the route list and the blog's articles: every public page but a sign-in page once per language, at its canonical
 * address, each with its language alternates (`xhtml:link`), as search engines read them.
 */
export function loader() {
  const origin = env().publicUrl;
  const entry = (locale: Locale, path: string, lastmod?: string) => {
    const alternates = locales
      .map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${origin}${pathInLocale(other, path)}"/>`)
      .join("");
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `  <url><loc>${origin}${pathInLocale(locale, path)}</loc>${modified}${alternates}</url>`;
  };
  // English first, then Spanish: each language's pages, then its articles.
  const urls = locales.flatMap((locale) =>
    sitemapPages
      .map((page) => entry(locale, page.path))
      .concat(blogArticleList.map((article) => entry(locale, article.path, article.date))),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
