import { useLocale } from "~/i18n";
import { useNonce } from "~/page/nonce";
import { useRouteLoaderData } from "@remix-run/react";
import { ngoStructuredData, pageWordsOf } from "~/page/seo";

/**
 * schema.org `NGO` data for search engines, for the home page. A data block, never run: it carries the nonce
 * where the page has one, and on a public page its hash is in the CSP like any inline script's. Escaping `<` keeps a value from ever closing the script element.
 */
export function NgoJsonLd({ origin }: { origin: string }) {
  const nonce = useNonce();
  const locale = useLocale();
  const json = JSON.stringify(ngoStructuredData(origin, locale, pageWordsOf(useRouteLoaderData("root")))).replace(
    /</g,
    "\\u003c",
  );
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: json }} />;
}
