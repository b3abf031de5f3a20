import { readFileSync } from "node:fs";
import { publicFile } from "./publicFolder.server";

/**
 * Small SVG pictures of a page's first screen carried in the page as `data:` addresses instead of requests of
 * their own: on a slow connection each request before the first paint costs a round trip, often on a new
 * connection, and the first screen is what the visitor waits for. Applied once to each shared page
 * (cachePolicy.server.ts), before hashing. The file in public/ stays the one source of each picture.
 *
 * Exactly two attribute values change, and only where the address is a file under /images/ ending in .svg:
 * - `src` of an `<img loading="eager">` (what a component marks as its first-screen picture, e.g. the first card of
 *   a page's first section);
 * - a `background` or `background-image` declaration's unquoted `url(...)` in a `style` attribute (the heroes'
 *   pattern).
 * Every other attribute, element, text, comment and the inside of `<script>` and `<style>` stay as they are. The
 * page is React's output, which double-quotes every attribute value and writes `"`, `<` and `>` inside one as
 * entities, so a tag ends at the first `>` and a value at the next `"`.
 */

/** Bigger pictures stay requests of their own: the page must stay within the first round trip (~14 KiB gzip). */
const maxInlineBytes = 2048;

/** A picture address that may be inlined: folders of plain names (no `..`) under /images/, an .svg file. */
const pictureAddress = /^\/images\/(?:[\w-]+\/)*[\w.-]+\.svg$/;

/** Comments and script/style contents are passed over whole; any other start tag is looked into. */
const markup = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>|<([a-zA-Z][\w-]*)(\s[^>]*)?>/gi;

/** One attribute in a start tag, read left to right so a value is never mistaken for a name. */
const attribute = /(\s+)([^\s"'<>/=]+)(?:="([^"]*)")?/g;

const backgroundUrl = /(\bbackground(?:-image)?:\s*url\()([^)"'\s]+)(\))/g;

const dataUrls = new Map<string, string | null>();

function dataUrl(address: string): string | null {
  if (!pictureAddress.test(address)) return null;
  if (!dataUrls.has(address)) dataUrls.set(address, readDataUrl(address));
  return dataUrls.get(address)!;
}

function readDataUrl(address: string): string | null {
  let svg: string;
  try {
    svg = readFileSync(publicFile(address), "utf8").trim();
  } catch {
    return null;
  }
  if (Buffer.byteLength(svg) > maxInlineBytes) return null;
  // Only what must be encoded (not base64: smaller once gzipped): the URL's own specials, and what may not appear
  // in an unquoted CSS url() inside a double-quoted HTML attribute (spaces, quotes, brackets, `&`).
  const encoded = svg
    .replace(/\s+/g, " ")
    .replace(/[%#<>"'&() ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `data:image/svg+xml,${encoded}`;
}

/** A start tag's attributes with its first-screen pictures inline. */
function inlineAttributes(element: string, attributes: string): string {
  const values = new Map(
    Array.from(attributes.matchAll(attribute), ([, , name, value]) => [name!.toLowerCase(), value]),
  );
  const eagerPicture = element.toLowerCase() === "img" && values.get("loading") === "eager";
  return attributes.replace(attribute, (whole, space: string, name: string, value: string | undefined) => {
    if (value === undefined) return whole;
    const key = name.toLowerCase();
    if (key === "src" && eagerPicture) return `${space}${name}="${dataUrl(value) ?? value}"`;
    if (key === "style") {
      return `${space}${name}="${value.replace(
        backgroundUrl,
        (declaration, start: string, address: string, end: string) => {
          const url = dataUrl(address);
          return url ? `${start}${url}${end}` : declaration;
        },
      )}"`;
    }
    return whole;
  });
}

/** The page's HTML with the small SVG pictures of its first screen inline. */
export function inlineFirstScreenPictures(html: string): string {
  return html.replace(markup, (whole, _rawText, element: string | undefined, attributes: string | undefined) =>
    element && attributes ? `<${element}${inlineAttributes(element, attributes)}>` : whole,
  );
}
