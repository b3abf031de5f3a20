/**
 * The layout's words in a language other than English (navigation, embed titles), from the root loader's data
 * (app/server/site/pageWords.server.ts): the client bundle of a hydrated page then carries English only.
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { embeds } from "~/config/embeds";
import * as english from "~/content/navigation";

type Navigation = Pick<typeof english, "navGroups" | "portalEntryLink" | "footerColumns" | "footerLegalLabel" | "footerLegalLinks">;
type LayoutWords = { navigation: Navigation; embedTitles: Record<keyof typeof embeds, string> };

function layoutWordsOf(rootData: unknown): LayoutWords | null {
  return typeof rootData === "object" && rootData !== null && "layoutWords" in rootData ? (rootData.layoutWords as LayoutWords | null) : null;
}

export function useNavigation(): Navigation {
  return layoutWordsOf(useRouteLoaderData("root"))?.navigation ?? english;
}

export function useEmbedTitles(): LayoutWords["embedTitles"] | null {
  return layoutWordsOf(useRouteLoaderData("root"))?.embedTitles ?? null;
}
