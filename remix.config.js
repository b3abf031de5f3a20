import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";

/**
 * Remix v2, classic compiler. Routes come from `app/routes/` (flat routes); the extra URLs below show
 * the same page under a second path, as the spec's route table asks. Permanent `.html` redirects are
 * handled by the catch-all route from the route list, so they keep their query string.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: false,
  // `npm run dev` rebuilds when the enhancement script changes too, so its content-hashed address follows.
  watchPaths: ["public/enhance.js"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  routes(defineRoutes) {
    // Spanish (docs/decisions/050): every page route (a .tsx module; resource routes such as the sitemap stay
    // single) and every alias again under /es, same module, id prefixed `es-`. The page reads its language from
    // the address, so adding a page to app/routes adds its Spanish address too.
    // The staff console stays English (issue 18), so only the site's top-level pages are mirrored. The donor's
    // downloads (`portal_.*` resource routes) and the partner portal's (`partners_.*`) are mirrored too: a document is
    // made in the language of its address.
    const pageRoutes = Object.values(flatRoutes(path.resolve("app"), ["**/.*", "**/*.test.*"])).filter(
      (r) =>
        (r.file.endsWith(".tsx") || r.id.startsWith("routes/portal_.") || r.id.startsWith("routes/partners_.")) &&
        r.parentId === "root" &&
        r.id !== "routes/staff",
    );
    return defineRoutes((defineRoute) => {
      /** An alias answers in English and, under /es, in Spanish. */
      const route = (url, file, options) => {
        defineRoute(url, file, options);
        defineRoute(`/es${url}`, file, { id: `es-${options.id}` });
      };
      route("/connect", "routes/shield.tsx", { id: "alias-connect" });
      route("/shieldinternet", "routes/shield.tsx", { id: "alias-shieldinternet" });
      route("/Pepper-Fest", "routes/pepper.tsx", { id: "alias-pepper-fest" });
      route("/financialdonation", "routes/support.tsx", { id: "alias-financialdonation" });
      // Each language's blog articles have their own feed.
      defineRoute("/es/blog/feed.xml", "routes/blog_.feed[.]xml.ts", { id: "es-routes/blog_.feed[.]xml" });
      for (const page of pageRoutes) {
        // An index route has the path of its folder (`verify._index` is `/verify`); only the home page's is empty.
        defineRoute(page.path ? `/es/${page.path}` : "/es", page.file, { id: `es-${page.id}` });
      }
    });
  },
};
