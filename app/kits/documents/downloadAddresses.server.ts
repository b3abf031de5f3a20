/**
 * A personal download is served at its own address only. Remix's single fetch answers every route's loader at
 * more addresses: `<path>.data` (what the browser's router asks for, `?_routes=` naming the loaders) and
 * `<path>?_data=<route id>` (the older data request). There a download's loader runs, and Remix reads the whole
 * file into memory to encode it, outside the download guard's slot (which ends as soon as the file is read) and
 * without waiting for the client: 40 slow readers held 170 MB that the server never gave back. No page asks for a
 * download's data, so server.js refuses these addresses before Remix sees them (docs/decisions/068).
 */
import { localeFromPath } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { log } from "~/platform/log.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";

/** The routes of personal downloads (the portal's resource routes), in English and under /es (remix.config.js). */
const DOWNLOAD_ROUTE_ID =
  /^(es-)?portal\/routes\/(assetReportCsv|deviceCertificate|certificatesPdf|donatedComputersCsv|receipt|donation(AssetReportCsv|DeviceCertificate|CertificatesPdf|DonatedComputersCsv|Receipt))$/;

/** What server.js is given of each route in the build. */
export type BuiltRoute = { id: string; path?: string };

/** A route path (`portal/certificates/:device`) as a pattern of decoded, lower-case paths; Remix matches without regard to case. */
function pathPattern(routePath: string): RegExp {
  const segments = routePath.split("/").filter(Boolean);
  const source = segments.map((segment) =>
    segment.startsWith(":") ? "[^/]+" : segment.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  return new RegExp(`^/${source.join("/")}$`);
}

/** The path as Remix's router reads it: each segment decoded, repeated and trailing slashes dropped, lower case. */
function routerPath(rawPath: string): string {
  const segments = rawPath
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return `/${segments.join("/")}`.toLowerCase();
}

const patternsByRoutes = new WeakMap<object, RegExp[]>();

function downloadPatterns(routes: Record<string, BuiltRoute | undefined>): RegExp[] {
  let patterns = patternsByRoutes.get(routes);
  if (!patterns) {
    patterns = Object.values(routes)
      .filter((route): route is BuiltRoute & { path: string } =>
        Boolean(route?.path && DOWNLOAD_ROUTE_ID.test(route.id)),
      )
      .map((route) => pathPattern(route.path));
    patternsByRoutes.set(routes, patterns);
  }
  return patterns;
}

/**
 * The refusal of a request for a download's data (404 for `<download>.data`, 400 for a download's address with
 * `_routes` or `_data` in its query), or null for any other request. `url` is the request's path and query.
 */
export function downloadDataRefusal(routes: Record<string, BuiltRoute | undefined>, url: string): Response | null {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  const isData = pathname.endsWith(".data");
  const path = routerPath(isData ? pathname.slice(0, -".data".length) : pathname);
  const patterns = downloadPatterns(routes);
  if (!patterns.some((pattern) => pattern.test(path))) return null;
  const status = isData ? 404 : searchParams.has("_routes") || searchParams.has("_data") ? 400 : 0;
  if (!status) return null;
  log.info("download refused", { reason: "data address", status });
  const words = documentWordsIn(localeFromPath(path)).download;
  return new Response(words.ownAddressOnly, {
    status,
    headers: personalHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
  });
}
