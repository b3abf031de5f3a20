import { readFileSync } from "node:fs";

/**
 * Small SVG pictures of a page's first screen carried in the page as `data:` addresses instead of requests of
 * their own: on a slow connection each request before the first paint costs a round trip, often on a new
 * connection, and the first screen is what the visitor waits for. Two kinds change: backgrounds in a style
 * attribute (the heroes' pattern) and `<img loading="eager">` (what a component marks as its first-screen
 * picture, e.g. the first card of a page's first section). Other pictures keep their address. The file in public/
 * stays the one source of each picture. Applied once to each shared page (cachePolicy.server.ts), before hashing.
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

/** A matched `(before)(path)(after)` with the path as a `data:` address, or unchanged if the picture stays a file. */
function inline(whole: string, before: string, path: string, after: string): string {
  const url = dataUrl(path);
  return url ? `${before}${url}${after}` : whole;
}

/** The page's HTML with the small SVG pictures of its first screen inline. */
export function inlineFirstScreenPictures(html: string): string {
  return html
    .replace(/(\sstyle="[^"]*url\()(\/images\/[\w/.-]+\.svg)(\))/g, inline)
    .replace(/<img\b[^>]*\sloading="eager"[^>]*>/g, (tag) => tag.replace(/(\ssrc=")(\/images\/[\w/.-]+\.svg)(")/, inline));
}
