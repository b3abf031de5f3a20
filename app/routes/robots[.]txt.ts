import { sitePages } from "~/config/routes";
import { env } from "~/server/platform/env.server";

export function loader() {
  const disallowed = sitePages.filter((page) => page.private).map((page) => `Disallow: ${page.path}`);
  const body = ["User-agent: *", ...disallowed, "", `Sitemap: ${env().publicUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
