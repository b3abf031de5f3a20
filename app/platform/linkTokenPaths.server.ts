/**
 * The addresses whose last part is a single-use link's token (`/recommend/<token>`, `/application/resume/<token>`,
 * `/follow-up/<token>`, `/donate/confirm/<token>`, a class's `/dsclasses/cancel/<token>`,
 * `/dsclasses/confirm/<token>` and `/dsclasses/certificate/<token>` (with its PDF's `/<number>` after), and the
 * emailed drop-off pass's key after its reference, `/donate/pass/<reference>/<key>`, in either language), and a log
 * line's path or text with that part replaced by `[token]`.
 *
 * An address is recognised by what it is once read, not by how it was written: the router finds
 * `/RECOMMEND/<token>`, `/%72ecommend/<token>`, `//recommend/<token>` and `/x/../recommend/<token>` alike, so they are
 * decoded (again while any escape is left, so `%2572` is caught too), resolved, split on any slash, and compared
 * without case. Kept free of imports: the log writer (app/platform/log.server.ts) applies it to every line.
 */

/** Each token address without its language prefix (`/es` comes before it, and is kept); `*` is any one segment. */
const TOKEN_ADDRESSES: readonly (readonly string[])[] = [
  ["recommend"],
  ["application", "resume"],
  ["follow-up"],
  ["donate", "confirm"],
  ["dsclasses", "cancel"],
  ["dsclasses", "confirm"],
  ["dsclasses", "certificate"],
  ["donate", "pass", "*"],
];

/** Percent-escapes decoded until none is left (or a broken one stops it); a few rounds at most. */
function decodedFully(text: string): string {
  let current = text;
  for (let round = 0; round < 5 && /%[0-9a-f]{2}/i.test(current); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      // A stray "%" elsewhere: decode the escapes that can be read, one at a time.
      current = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
    }
  }
  return current;
}

/**
 * The address's segments, lower-cased: backslashes as slashes, no empty or dot segments. A `..` is dropped rather
 * than resolved, so the token is found both in `/x/../recommend/<token>` (which the router reads as its link) and in
 * `/recommend/<token>/..` (which it does not, but which still holds the token).
 */
function segmentsOf(path: string): string[] {
  return decodedFully(path)
    .replace(/\\/g, "/")
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .map((segment) => segment.toLowerCase());
}

/**
 * The address with a token in it, written plainly with `[token]` after what came before it; null when it holds
 * none. The token's address is looked for after any segment, so a whole URL quoted in a text (its host a segment)
 * or a router's prefix is caught too.
 */
function tokenAddress(path: string): string | null {
  const segments = segmentsOf(path);
  for (let start = 0; start < segments.length; start++) {
    const rest = segments.slice(start);
    const prefix = TOKEN_ADDRESSES.find(
      (address) => rest.length > address.length && address.every((part, index) => part === "*" || rest[index] === part),
    );
    if (prefix) return `/${[...segments.slice(0, start + prefix.length), "[token]"].join("/")}`;
  }
  return null;
}

/** A request's path for a log line: an address holding a token becomes its plain form with `[token]`. */
export function withoutLinkToken(path: string): string {
  return tokenAddress(path) ?? path;
}

/**
 * A text that may quote an address (an error's message, a router's refusal, a whole URL): each path in it that
 * holds a token is replaced the same way. A path starts at a slash (or an encoded one) and runs to a space or quote.
 */
export function withoutLinkTokensIn(text: string): string {
  return text.replace(/(?:\/|\\|%2f|%5c)[^\s"'`<>]*/gi, (path) => tokenAddress(path) ?? path);
}
