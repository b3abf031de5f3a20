import { readFileSync } from "node:fs";

/**
 * Small SVG backgrounds (the heroes' pattern) carried in the page as `data:` addresses instead of a request of their
 * own: on a slow connection each extra request at first paint costs a round trip, often on a new connection. Only
 * `url(/images/….svg)` in a style attribute changes; pictures in `<img>` keep their address (they have alt text, a
 * gallery swaps them, a browser may lazy-load them). The file in public/ stays the one source of the picture.
 */

/** Bigger pictures stay requests of their own: the page must stay within the first round trip (~14 KiB gzip). */
const maxInlineBytes = 2048;

const dataUrls = new Map<string, string | null>();

function dataUrl(path: string): string | null {
  if (!dataUrls.has(path)) dataUrls.set(path, readDataUrl(path));
  return dataUrls.get(path)!;
}

function readDataUrl(path: string): string | null {
  if (path.includes("..")) return null;
  let svg: string;
  try {
    svg = readFileSync(`public${path}`, "utf8").trim();
  } catch {
    return null;
  }
  if (Buffer.byteLength(svg) > maxInlineBytes) return null;
  // Only what must be encoded (not base64: smaller once gzipped): the URL's own specials, and what may not appear
  // in an unquoted CSS url() inside a double-quoted HTML attribute (spaces, quotes, brackets, `&`).
  const encoded = svg.replace(/\s+/g, " ").replace(/[%#<>"'&() ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `data:image/svg+xml,${encoded}`;
}

/** The page's HTML with its small SVG backgrounds inline. */
export function inlineSmallBackgrounds(html: string): string {
  return html.replace(/(\sstyle="[^"]*url\()(\/images\/[\w/.-]+\.svg)(\))/g, (whole, before: string, path: string, after: string) => {
    const url = dataUrl(path);
    return url ? `${before}${url}${after}` : whole;
  });
}
