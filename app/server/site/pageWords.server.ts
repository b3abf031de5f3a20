/**
 * The Spanish words the layout and page heads need (page titles and descriptions, navigation, embed titles), for the
 * root loader: server-only, so the client bundle of a hydrated page (the portal) does not carry a second language
 * (budgets spec). Pages read them with `pageWordsOf` in ~/seo and `useLayoutWords` in ~/i18n/layoutWords.
 */
import * as navigation from "~/content/es/navigation";
import { embedTitles } from "~/content/es/embeds";

export { pageWords as spanishPageWords } from "~/content/es/pages";

export const spanishLayoutWords = {
  navigation: {
    navGroups: navigation.navGroups,
    portalEntryLink: navigation.portalEntryLink,
    footerColumns: navigation.footerColumns,
    footerLegalLabel: navigation.footerLegalLabel,
    footerLegalLinks: navigation.footerLegalLinks,
  },
  embedTitles,
};
