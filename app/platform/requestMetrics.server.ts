/**
 * Each request as the metrics count it: under the route that answers its address (the build's route id, such as
 * `site/routes/blogArticle` for every article), never the address itself, so a crawler's thousand made-up addresses make
 * one series, `not-found`, rather than a thousand. A file from `public/` or the build is `static`.
 */
import { matchRoutes } from "@remix-run/react";
import { requestDuration } from "./metrics.server";

/** What this module reads of each route in the build (`build.routes`). */
export type BuiltRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
type BuiltRoutes = Record<string, BuiltRoute | undefined>;
type RouteTree = Parameters<typeof matchRoutes>[0];

export const NOT_FOUND_ROUTE = "not-found";
export const STATIC_FILE_ROUTE = "static";

/** The catch-all route (`app/routes/notFound.tsx`, and its /es twin): the 404 page, and the legacy `.html` redirects. */
const CATCH_ALL = /^(es-)?routes\/notFound$/;

const trees = new WeakMap<BuiltRoutes, RouteTree>();

/** The build's flat route list as the nested tree the router matches against, made once per build. */
function routeTree(routes: BuiltRoutes): RouteTree {
  let tree = trees.get(routes);
  if (!tree) {
    const children = (parentId: string | undefined): RouteTree =>
      Object.values(routes)
        .filter((route): route is BuiltRoute => route !== undefined && route.parentId === parentId)
        .map((route) => ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: children(route.id),
        })) as RouteTree;
    tree = children(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * The router's matching is costly (it ranks every route on each call: about 1 ms on this busy 2-core machine, more
 * than answering a page from memory), so each address's route is remembered. The memory holds at most
 * MAX_REMEMBERED addresses of at most MAX_REMEMBERED_LENGTH characters and is emptied when full, so made-up
 * addresses cannot grow it.
 */
const MAX_REMEMBERED = 1_000;
const MAX_REMEMBERED_LENGTH = 256;
const remembered = new WeakMap<BuiltRoutes, Map<string, string | null>>();

/** The id of the deepest route that answers this path, as Remix matches it; null if none does. */
function matchedRoute(routes: BuiltRoutes, path: string): string | null {
  let known = remembered.get(routes);
  if (!known) remembered.set(routes, (known = new Map()));
  let id = known.get(path);
  if (id === undefined) {
    // A single-fetch data request (`/about.data`, `/_root.data` for the home page) is answered by its page's route.
    const pagePath = path.endsWith("/_root.data") ? "/" : path.replace(/\.data$/, "");
    id = matchRoutes(routeTree(routes), pagePath)?.at(-1)?.route.id ?? null;
    if (known.size >= MAX_REMEMBERED) known.clear();
    if (path.length <= MAX_REMEMBERED_LENGTH) known.set(path, id);
  }
  return id;
}

/**
 * The route label of a request. An address no route but the catch-all takes is `not-found` when it is answered 404;
 * the catch-all's redirects (the legacy `.html` addresses) keep its route id. A route's own 404 (an unknown blog
 * article) stays under that route.
 */
export function routeLabel(routes: BuiltRoutes, path: string, status: number): string {
  const id = matchedRoute(routes, path);
  if (id === null || (status === 404 && CATCH_ALL.test(id))) return NOT_FOUND_ROUTE;
  return id;
}

/** Counts one request that has ended (answered, or its connection closed first), with how long it took. */
export function observeRequest(
  routes: BuiltRoutes,
  request: { path: string; status: number; seconds: number; staticFile: boolean },
): void {
  const route = request.staticFile ? STATIC_FILE_ROUTE : routeLabel(routes, request.path, request.status);
  requestDuration.observe({ route, status_class: `${Math.floor(request.status / 100)}xx` }, request.seconds);
}
