/**
 * A post whose `Origin` names another host than the one it was sent to: a form on another site, a sandboxed or
 * privacy-minded sender (`Origin: null`), or a proxy that does not pass the site's `Host` on. Remix refuses such an
 * action by throwing before any route runs, which reached the log as a 500 with a stack on every form. The same
 * comparison is made here first, in `server.js`, and answered 403 with a page in the address's language and one log
 * line. Kept identical to Remix's (`throwIfPotentialCSRFAttack` in @remix-run/server-runtime): the first
 * `X-Forwarded-Host`, else `Host`, against the origin's host; a post this lets through is one Remix lets through.
 */
import { catalogues } from "~/i18n";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { log } from "./log.server";

/** The methods Remix checks before it runs an action. */
const CHECKED_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Why the post's origin is not this host, or null when it is (or when the request carries no origin). */
function originProblem(headers: Headers): string | null {
  const origin = first(headers.origin);
  if (origin === undefined || origin === "") return null;
  const forwarded = first(headers["x-forwarded-host"])?.split(",")[0]?.trim();
  const host = forwarded || first(headers.host);
  if (!host) return "no host";
  if (origin === "null") return "null origin";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "unreadable origin";
  }
  if (originHost === host) return null;
  return forwarded ? "origin is not the forwarded host" : "origin is not the host";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The 403 page: the sentence in the address's language and a way back to the site. */
function refusalPage(path: string): Response {
  const locale = localeFromPath(path);
  const words = catalogues[locale].serverError;
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.crossSiteTitle)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(words.crossSiteTitle)}</h1>
<p>${escapeHtml(words.crossSiteText)}</p>
<p><a href="${pathInLocale(locale, "/")}">${escapeHtml(words.home)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The 403 for a post Remix would refuse as cross-origin, with its one log line (no stack: the request, not the
 * server, is at fault); null for any other request.
 */
export function crossOriginRefusal(method: string, path: string, headers: Headers): Response | null {
  if (!CHECKED_METHODS.has(method)) return null;
  const problem = originProblem(headers);
  if (!problem) return null;
  log.warn("request refused", { method, path, status: 403, reason: `cross-origin post: ${problem}` });
  return refusalPage(path);
}
