import { sitePages } from "~/config/routes";
import { blogArticleList } from "~/content/blogArticles";
import { env } from "~/server/platform/env.server";

/** Built from the route list and the blog's articles: every public page once, at its canonical address. */
export function loader() {
  const urls = sitePages
    .filter((page) => !(page.private))
    .map((page) => `  <url><loc>${env().publicUrl}${page.path}</loc></url>`)
    .concat(blogArticleList.map((article) => `  <url><loc>${env().publicUrl}${article.path}</loc><lastmod>${article.date}</lastmod></url>`));
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
