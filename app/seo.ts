import type { MetaDescriptor } from "@remix-run/node";
import { socialLinks } from "~/config/external";
import { org } from "~/config/org";
import { sitePage, type SitePath } from "~/config/routes";
import { pageWords } from "~/content/es/pages";
import { useLocale } from "~/i18n";
import { localeFromPath, locales, pathInLocale, type Locale } from "~/i18n/locale";
import { siteOriginFromMatches } from "~/siteOrigin";

/** A page's title and description in a language. */
export function pageText(path: SitePath, locale: Locale = "en"): { title: string; description: string } {
  return locale === "es" ? pageWords[path] : sitePage(path);
}

/** `hreflang` alternates of a page: each language's address, and English as the default for other languages. */
export function languageAlternates(path: string, origin: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: `${origin}${pathInLocale(locale, path)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
  ];
}

/**
 * The <head> tags of a page, from the route list: title, description, canonical address and Open Graph.
 * `origin` is the site's public address (`~/siteOrigin`).
 */
export function pageMeta(path: SitePath, origin = "", locale: Locale = "en"): MetaDescriptor[] {
  const page = { ...sitePage(path), ...pageText(path, locale) };
  const title = path === "/" ? `${org.name}: ${page.title}` : `${page.title} | ${org.name}`;
  const url = `${origin}${pathInLocale(locale, path)}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(path, origin),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: org.name },
    { property: "og:locale", content: locale === "es" ? "es_US" : "en_US" },
    ...(page.private ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** A route's `meta` export: its tags from the route list, with canonical URLs on the public origin. */
export function pageMetaFor(path: SitePath) {
  return ({ matches, location }: { matches: Parameters<typeof siteOriginFromMatches>[0]; location: { pathname: string } }): MetaDescriptor[] =>
    pageMeta(path, siteOriginFromMatches(matches), localeFromPath(location.pathname));
}

/** schema.org `NGO` structured data for the home page (rendered by `NgoJsonLd`). */
export function ngoStructuredData(origin: string, locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: org.name,
    legalName: org.legalName,
    url: `${origin}${pathInLocale(locale, "/")}`,
    inLanguage: locale,
    logo: `${origin}/images/logo.svg`,
    email: org.email,
    foundingDate: String(org.founded),
    description: pageText("/", locale).description,
    areaServed: org.serviceRegions.map((name) => ({ "@type": "Place", name })),
    address: { "@type": "PostalAddress", addressLocality: org.offices.nj.city, addressRegion: org.offices.nj.state, addressCountry: "US" },
    sameAs: socialLinks.map((social) => social.href),
  };
}

/** A page's title and description in the language of the page being shown. */
export function usePageText(path: SitePath): { title: string; description: string } {
  return pageText(path, useLocale());
}
