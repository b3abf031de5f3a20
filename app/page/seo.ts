import type { MetaDescriptor } from "@remix-run/node";
import { socialLinks } from "~/config/external";
import { org } from "~/config/org";
import { sitePage, type SitePath } from "~/config/routes";
import { useRouteLoaderData } from "@remix-run/react";
import { useLocale } from "~/i18n";
import { localeFromPath, locales, pathInLocale, type Locale } from "~/i18n/locale";
import { siteOriginFromMatches } from "~/page/siteOrigin";

type PageWords = Record<string, { title: string; description: string }>;

/**
 * The Spanish titles and descriptions (`content/es/pages.ts`) reach pages through the root loader's data, only on
 * Spanish pages, so the browser's bundle of a hydrated page carries no second language.
 */
export function pageWordsOf(rootData: unknown): PageWords | null {
  return typeof rootData === "object" && rootData !== null && "pageWords" in rootData
    ? (rootData.pageWords as PageWords | null)
    : null;
}

/** A page's title and description in a language (`words`: the Spanish ones, from the root loader). */
export function pageText(
  path: SitePath,
  locale: Locale = "en",
  words: PageWords | null = null,
): { title: string; description: string } {
  return (locale !== "en" && words?.[path]) || sitePage(path);
}

/** `hreflang` alternates of a page: each language's address, and English as the default for other languages. */
export function languageAlternates(path: string, origin: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: `${origin}${pathInLocale(locale, path)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
  ];
}

/**
 * The <head> tags of a page, from the route list: title, description, canonical address and Open Graph.
 * `origin` is the site's public address (`~/page/siteOrigin`).
 */
export function pageMeta(
  path: SitePath,
  origin = "",
  locale: Locale = "en",
  words: PageWords | null = null,
): MetaDescriptor[] {
  const page = { ...sitePage(path), ...pageText(path, locale, words) };
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
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof siteOriginFromMatches>[0];
    location: { pathname: string };
  }): MetaDescriptor[] =>
    pageMeta(
      path,
      siteOriginFromMatches(matches),
      localeFromPath(location.pathname),
      pageWordsOf(matches.find((match) => match?.id === "root")?.data),
    );
}

/**
 * schema.org `NGO` structured data for the home page (rendered by `NgoJsonLd`). An organisation has no language
 * (`inLanguage` is not a property of `NGO`); the page's own `lang` says which one it is in.
 */
export function ngoStructuredData(origin: string, locale: Locale = "en", words: PageWords | null = null) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: org.name,
    legalName: org.legalName,
    url: `${origin}${pathInLocale(locale, "/")}`,
    logo: `${origin}/images/logo.svg`,
    email: org.email,
    foundingDate: String(org.founded),
    description: pageText("/", locale, words).description,
    areaServed: org.serviceRegions.map((name) => ({ "@type": "Place", name })),
    address: {
      "@type": "PostalAddress",
      addressLocality: org.offices.nj.city,
      addressRegion: org.offices.nj.state,
      addressCountry: "US",
    },
    sameAs: socialLinks.map((social) => social.href),
  };
}

/** A page's title and description in the language of the page being shown. */
export function usePageText(path: SitePath): { title: string; description: string } {
  return pageText(path, useLocale(), pageWordsOf(useRouteLoaderData("root")));
}
