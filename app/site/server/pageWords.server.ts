/**
 * The Spanish words the layout and page heads need (page titles and descriptions, navigation, embed titles), for the
 * root loader: server-only, so the client bundle of a hydrated page (the portal) does not carry a second language
 * (budgets spec). Pages read them with `pageWordsOf` in ~/page/seo and `useNavigation` / `useEmbedTitles` in
 * ~/page/layoutWords, which build the links from these words.
 */
import { legalLinks } from "~/content/es/legal";
import { navigationWords } from "~/content/es/navigation";
import { embedTitles } from "~/content/es/embeds";

export { pageWords as spanishPageWords } from "~/content/es/pages";

export const spanishLayoutWords = {
  navigation: { words: navigationWords, legalLinks },
  embedTitles,
};
