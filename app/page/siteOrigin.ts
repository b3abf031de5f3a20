/**
 * The site's public address (PUBLIC_URL, e.g. `https://example.org`) in pages: the root loader hands it to every
 * page for canonical URLs and structured data. Empty, so addresses stay relative, if the root loader failed.
 */
import { useRouteLoaderData } from "@remix-run/react";

type Match = { id: string; data: unknown } | undefined;

/** The origin in the root loader's data. */
export function siteOriginOf(rootData: unknown): string {
  const origin = typeof rootData === "object" && rootData !== null && "origin" in rootData ? rootData.origin : "";
  return typeof origin === "string" ? origin : "";
}

/** In a component. */
export function useSiteOrigin(): string {
  return siteOriginOf(useRouteLoaderData("root"));
}

/** In a `meta` function, which gets the loaders' data through `matches`. */
export function siteOriginFromMatches(matches: ReadonlyArray<Match>): string {
  return siteOriginOf(matches.find((match) => match?.id === "root")?.data);
}
