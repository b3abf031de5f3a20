import type { MetaDescriptor } from "@remix-run/node";
import { socialLinks } from "~/config/external";
import { org } from "~/config/org";
import { sitePage, type SitePath } from "~/config/routes";
import { siteOriginFromMatches } from "~/siteOrigin";

/**
 * The <head> tags of a page, from the route list: title, description, canonical address and Open Graph.
 * `origin` is the site's public address (`~/siteOrigin`).
 */
export function pageMeta(path: SitePath, origin = ""): MetaDescriptor[] {
  const page = sitePage(path);
  const title = path === "/" ? `${org.name}: ${page.title}` : `${page.title} | ${org.name}`;
  const url = `${origin}${path}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: org.name },
    ...(page.private ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** A route's `meta` export: its tags from the route list, with canonical URLs on the public origin. */
export function pageMetaFor(path: SitePath) {
  return ({ matches }: { matches: Parameters<typeof siteOriginFromMatches>[0] }): MetaDescriptor[] =>
    pageMeta(path, siteOriginFromMatches(matches));
}

/** schema.org `NGO` structured data for the home page (rendered by `NgoJsonLd`). */
export function ngoStructuredData(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: org.name,
    legalName: org.legalName,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    email: org.email,
    foundingDate: String(org.founded),
    description: sitePage("/").description,
    areaServed: org.serviceRegions.map((name) => ({ "@type": "Place", name })),
    address: { "@type": "PostalAddress", addressLocality: org.offices.nj.city, addressRegion: org.offices.nj.state, addressCountry: "US" },
    sameAs: socialLinks.map((social) => social.href),
  };
}
