import { useNonce } from "~/page/nonce";

/** Structured data for search engines, inlined with this response's CSP nonce, or on a public page its hash. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: json }} />;
}
