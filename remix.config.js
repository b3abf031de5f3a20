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
    return defineRoutes((route) => {
      route("/connect", "routes/shield.tsx", { id: "alias-connect" });
      route("/shieldinternet", "routes/shield.tsx", { id: "alias-shieldinternet" });
      route("/Pepper-Fest", "routes/pepper.tsx", { id: "alias-pepper-fest" });
      route("/financialdonation", "routes/support.tsx", { id: "alias-financialdonation" });
    });
  },
};
