import { describe, expect, it } from "vitest";
import { metricsText } from "~/platform/metrics.server";
import { observeRequest, routeLabel, type BuiltRoute } from "~/platform/requestMetrics.server";

/** A build's route list in miniature, shaped as `build.routes` is (flat, each naming its parent). */
const routes: Record<string, BuiltRoute> = {
  root: { id: "root", path: "" },
  "site/routes/home": { id: "site/routes/home", parentId: "root", index: true },
  "site/routes/about": { id: "site/routes/about", parentId: "root", path: "about" },
  "site/routes/blogArticle": { id: "site/routes/blogArticle", parentId: "root", path: "blog/:slug" },
  "staff/routes/frame": { id: "staff/routes/frame", parentId: "root", path: "staff" },
  "crm/routes/import": { id: "crm/routes/import", parentId: "staff/routes/frame", path: "import" },
  "routes/notFound": { id: "routes/notFound", parentId: "root", path: "*" },
  "es-site/routes/about": { id: "es-site/routes/about", parentId: "root", path: "es/about" },
  "es-routes/notFound": { id: "es-routes/notFound", parentId: "root", path: "es/*" },
};

describe("the route a request is counted under", () => {
  it("is the route that answers the address, however the address is written", () => {
    expect(routeLabel(routes, "/", 200)).toBe("site/routes/home");
    expect(routeLabel(routes, "/about", 200)).toBe("site/routes/about");
    expect(routeLabel(routes, "/About/", 200)).toBe("site/routes/about");
    expect(routeLabel(routes, "/es/about", 200)).toBe("es-site/routes/about");
    expect(routeLabel(routes, "/staff/import", 200)).toBe("crm/routes/import");
  });

  it("is the article route for every article, never the article's address", () => {
    expect(routeLabel(routes, "/blog/some-article", 200)).toBe("site/routes/blogArticle");
    expect(routeLabel(routes, "/blog/another-one", 404)).toBe("site/routes/blogArticle");
  });

  it("is one label, not-found, for every unknown address answered 404, in either language", () => {
    for (const path of ["/no-such-page", "/wp-admin/setup.php", "/es/nada", "/x".repeat(300)])
      expect(routeLabel(routes, path, 404)).toBe("not-found");
  });

  it("keeps the catch-all's id for its legacy redirects, and a page's route for its single-fetch data", () => {
    expect(routeLabel(routes, "/donate.html", 301)).toBe("routes/notFound");
    expect(routeLabel(routes, "/about.data", 200)).toBe("site/routes/about");
    expect(routeLabel(routes, "/_root.data", 200)).toBe("site/routes/home");
  });
});

describe("a counted request in the metrics", () => {
  it("shows under its route and status class, a file under static, and no address", async () => {
    observeRequest(routes, { path: "/blog/unit-test-article", status: 200, seconds: 0.02, staticFile: false });
    observeRequest(routes, { path: "/unit-test-unknown", status: 404, seconds: 0.01, staticFile: false });
    observeRequest(routes, { path: "/enhance.js", status: 304, seconds: 0.001, staticFile: true });
    const text = await metricsText();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="site\/routes\/blogArticle",status_class="2xx"\} 1$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="not-found",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="static",status_class="3xx"\} 1$/m);
    expect(text).not.toContain("unit-test");
    expect(text).not.toContain("enhance.js");
  });
});
