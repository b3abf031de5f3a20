import { tsImport } from "tsx/esm/api";

/**
 * Remix v2, classic compiler. Every route comes from the wings' tables of pages (`app/config/pages/`, composed in
 * `app/config/routes.ts`), read here with tsx as the build starts: a row's path and module define its route, and
 * the same row gives its Spanish twin under /es (docs/decisions/050: a page reads its language from the address)
 * and its same-page aliases. Permanent `.html` redirects are handled by the catch-all route from the same rows, so
 * they keep their query string.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: false,
  // `npm run dev` rebuilds when the enhancement script changes too, so its content-hashed address follows.
  watchPaths: ["public/enhance.js", "app/config/pages/*.ts"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  async routes(defineRoutes) {
    const { pageRows } = await tsImport("./app/config/routes.ts", import.meta.url);
    const { aliasesWithRoutes, hasSpanishTwin, routeIdOf } = await tsImport(
      "./app/config/pages/pageRow.ts",
      import.meta.url,
    );
    return defineRoutes((defineRoute) => {
      /** The rows inside `within` (top-level rows when undefined), each with its own children. */
      const defineRows = (within) => {
        for (const row of pageRows.filter((candidate) => candidate.within === within)) {
          const id = routeIdOf(row.module);
          const path = within ? row.path.slice(within.length).replace(/^\//, "") || undefined : row.path;
          const children = () => defineRows(row.path);
          if (row.index) defineRoute(within ? path : undefined, row.module, { id, index: true });
          else defineRoute(path, row.module, { id }, children);
          if (within) continue;
          if (hasSpanishTwin(row))
            defineRoute(row.path === "/" ? "/es" : `/es${row.path}`, row.module, { id: `es-${id}` });
          for (const alias of aliasesWithRoutes(row)) {
            const aliasId = `alias-${alias.slice(1).toLowerCase()}`;
            defineRoute(alias, row.module, { id: aliasId });
            defineRoute(`/es${alias}`, row.module, { id: `es-${aliasId}` });
          }
        }
      };
      defineRows(undefined);
    });
  },
};
