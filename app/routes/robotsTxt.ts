import { sitePages, staffPages } from "~/config/routes";
import { locales, pathInLocale } from "~/i18n/locale";
import { env } from "~/platform/env.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

/** Crawlers stay out of the private pages in every language (the portal among them) and the staff console. */
export function loader() {
  const privatePaths = sitePages
    .filter((page) => page.private)
    .flatMap((page) => locales.map((locale) => pathInLocale(locale, page.path)));
  const paths = [...privatePaths, staffPages.home.path];
  const disallowed = paths.map((path) => `Disallow: ${path}`);
  const body = ["User-agent: *", ...disallowed, "", `Sitemap: ${env().publicUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
