/**
 * The layout's words in a language other than English (navigation, embed titles), from the root loader's data
 * (app/site/server/pageWords.server.ts): the client bundle of a hydrated page then carries English only.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { footerColumnsIn, footerLegalLinksIn } from "~/page/footer";
import type { embeds } from "~/config/embeds";
import { navGroupsIn, portalEntryLinkIn } from "~/config/navigation";
import { legalLinks } from "~/content/legal";
import { navigationWords, type NavigationWords } from "~/content/navigation";
import type { Localized } from "~/i18n";

type NavigationWordsIn = { words: NavigationWords; legalLinks: Localized<typeof legalLinks> };
type LayoutWords = { navigation: NavigationWordsIn; embedTitles: Record<keyof typeof embeds, string> };

/** The header's and footer's links, named in one language's words. */
function navigationIn({ words, legalLinks }: NavigationWordsIn) {
  return {
    navGroups: navGroupsIn(words),
    portalEntryLink: portalEntryLinkIn(words),
    footerColumns: footerColumnsIn(words),
    footerLegalLabel: words.legal,
    footerLegalLinks: footerLegalLinksIn(legalLinks),
  };
}

const english = navigationIn({ words: navigationWords, legalLinks });

function layoutWordsOf(rootData: unknown): LayoutWords | null {
  return typeof rootData === "object" && rootData !== null && "layoutWords" in rootData
    ? (rootData.layoutWords as LayoutWords | null)
    : null;
}

export function useNavigation(): typeof english {
  const words = layoutWordsOf(useRouteLoaderData("root"))?.navigation;
  return words ? navigationIn(words) : english;
}

export function useEmbedTitles(): LayoutWords["embedTitles"] | null {
  return layoutWordsOf(useRouteLoaderData("root"))?.embedTitles ?? null;
}
