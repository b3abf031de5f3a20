/** What every Shield subscriber page shares: its head tags (never indexed) and its headers (never stored). */
import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { org } from "~/config/org";
import { localeFromPath } from "~/i18n/locale";
import { shieldWordsIn, type ShieldWords } from "./shieldWords";

/** Headers of every subscriber page, redirect and error (server.js sets them for the whole path too). */
export const shieldResponseHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export const shieldHeaders: HeadersFunction = () => shieldResponseHeaders;

export function shieldMeta(title: (words: ShieldWords) => string) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const words = shieldWordsIn(localeFromPath(location.pathname));
    return [
      { title: `${title(words)} | ${words.meta.site} | ${org.name}` },
      { name: "robots", content: words.meta.noindex },
    ];
  };
}

export const shieldPaths = {
  home: "/shield/account",
  continue: "/shield/account/continue",
  signOut: "/shield/account/sign-out",
  subscription: (id: string) => `/shield/account/${encodeURIComponent(id)}`,
} as const;
