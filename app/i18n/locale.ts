/**
 * The site's languages. The address chooses the language: English at today's paths, Spanish under `/es`
 * (docs/decisions/050). Nothing reads Accept-Language: shared computers and search engines get what they asked for.
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The prefix of each language's addresses ("" for English). */
const prefixes: Record<Locale, string> = { en: "", es: "/es" };

/** The `Intl` locale used to format numbers, money and dates in each language. */
export const intlLocales: Record<Locale, string> = { en: "en-US", es: "es-US" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The path without its language prefix: `/es/donate` → `/donate`, `/es` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(prefixes[locale].length);
  return rest === "" ? "/" : rest;
}

/**
 * A site path in a language. Only page addresses move: in-page anchors, other sites, and files (pictures, PDFs,
 * the feed; anything with an extension) stay as they are.
 */
export function pathInLocale(locale: Locale, path: string): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "", rest = ""] = splitPath(path);
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/images/")) return path;
  if (localeFromPath(pathname) === locale) return path;
  return `${prefixes[locale]}${pathname === "/" ? "" : pathname}${rest}`;
}

function splitPath(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** The same page in another language, keeping the query string (recommendation parameters, `?image=`). */
export function samePageIn(locale: Locale, pathname: string, search = ""): string {
  return pathInLocale(locale, pathWithoutLocale(pathname)) + search;
}
