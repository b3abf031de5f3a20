import { describe, expect, it } from "vitest";
import { metricsText } from "~/platform/metrics.server";
import { observeRequest, routeLabel, type BuiltRoute } from "~/platform/requestMetrics.server";

/** A build's route list in miniature, shaped as `build.routes` is (flat, each naming its parent). */
const routes: Record<string, BuiltRoute> = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/about": { id: "routes/about", parentId: "root", path: "about" },
  "routes/blog_.$slug": { id: "routes/blog_.$slug", parentId: "root", path: "blog/:slug" },
  "routes/staff": { id: "routes/staff", parentId: "root", path: "staff" },
  "routes/staff.import": { id: "routes/staff.import", parentId: "routes/staff", path: "import" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  "es-routes/about": { id: "es-routes/about", parentId: "root", path: "es/about" },
  "es-routes/$": { id: "es-routes/$", parentId: "root", path: "es/*" },
};

describe("the route a request is counted under", () => {
  it("is the route that answers the address, however the address is written", () => {
    expect(routeLabel(routes, "/", 200)).toBe("routes/_index");
    expect(routeLabel(routes, "/about", 200)).toBe("routes/about");
    expect(routeLabel(routes, "/About/", 200)).toBe("routes/about");
    expect(routeLabel(routes, "/es/about", 200)).toBe("es-routes/about");
    expect(routeLabel(routes, "/staff/import", 200)).toBe("routes/staff.import");
  });

  it("is the article route for every article, never the article's address", () => {
    expect(routeLabel(routes, "/blog/some-article", 200)).toBe("routes/blog_.$slug");
    expect(routeLabel(routes, "/blog/another-one", 404)).toBe("routes/blog_.$slug");
  });

  it("is one label, not-found, for every unknown address answered 404, in either language", () => {
    for (const path of ["/no-such-page", "/wp-admin/setup.php", "/es/nada", "/x".repeat(300)])
      expect(routeLabel(routes, path, 404)).toBe("not-found");
  });

  it("keeps the catch-all's id for its legacy redirects, and a page's route for its single-fetch data", () => {
    expect(routeLabel(routes, "/donate.html", 301)).toBe("routes/$");
    expect(routeLabel(routes, "/about.data", 200)).toBe("routes/about");
    expect(routeLabel(routes, "/_root.data", 200)).toBe("routes/_index");
  });
});

describe("a counted request in the metrics", () => {
  it("shows under its route and status class, a file under static, and no address", async () => {
    observeRequest(routes, { path: "/blog/unit-test-article", status: 200, seconds: 0.02, staticFile: false });
    observeRequest(routes, { path: "/unit-test-unknown", status: 404, seconds: 0.01, staticFile: false });
    observeRequest(routes, { path: "/enhance.js", status: 304, seconds: 0.001, staticFile: true });
    const text = await metricsText();
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="routes\/blog_\.\$slug",status_class="2xx"\} 1$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="not-found",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="static",status_class="3xx"\} 1$/m);
    expect(text).not.toContain("unit-test");
    expect(text).not.toContain("enhance.js");
  });
});
