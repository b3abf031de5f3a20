/** What every partner portal page shares: its head tags (never indexed) and its headers (never stored). */
import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { partnerPortalWordsIn, type PartnerPortalWords } from "./partnerPortalWords";

/** The same as `partnerResponseHeaders` (server), which `server.js` also sets for the whole path. */
export const partnerHeaders: HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export function partnerMeta(title: (words: PartnerPortalWords) => string) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const words = partnerPortalWordsIn(localeFromPath(location.pathname));
    const page = title(words);
    // The portal's own first page is titled with the portal's name: said once, not "Partner portal | Partner portal".
    const name = page === words.meta.site ? page : `${page} | ${words.meta.site}`;
    return [{ title: `${name} | ${org.name}` }, { name: "robots", content: words.meta.noindex }];
  };
}
