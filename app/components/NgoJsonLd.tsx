import { useLocale } from "~/i18n";
import { useNonce } from "~/nonce";
import { ngoStructuredData } from "~/seo";

/**
 * schema.org `NGO` data for search engines, for the home page. The script carries the page's nonce like every
 * other script. Escaping `<` keeps a value from ever closing the script element.
 */
export function NgoJsonLd({ origin }: { origin: string }) {
  const nonce = useNonce();
  const locale = useLocale();
  const json = JSON.stringify(ngoStructuredData(origin, locale)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
