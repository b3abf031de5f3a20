/** The Prometheus scrape of the built server (decision record 076). Requests only; no browser. */
import { expect } from "@playwright/test";
import { migrations } from "~/db/migrations.server";
import { blogArticleList } from "../support/blogArticles";
import { postSignIn } from "../support/portalFlow";
import { startServer, type RunningServer } from "../support/server";
import { test } from "../support/test";
import {
  CRM_PUSH_TOKEN,
  METRICS_TOKEN,
  bearer,
  expectProbeHeaders,
  requestCount,
  samples,
  scrape,
  writeOutboxRow,
} from "../support/operatorProbes";

// One server for the file: its tests run in one worker, in order (spread over workers, each would start its own).
test.describe.configure({ mode: "default" });

test.describe("the metrics scrape", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ env: { METRICS_TOKEN, CRM_PUSH_TOKEN } });
  });
  test.afterAll(() => server.stop());

  test("without its token, /metrics is the 404 page, as any unknown address is; a wrong token is logged, never shown", async ({
    request,
  }) => {
    const unknown = await request.get(`${server.url}/no-such-address`);
    const since = server.logs().length;
    for (const headers of [{}, bearer("wrong-token-0123456789abcdef0123456789"), { Authorization: "Basic YTpi" }]) {
      const refused = await request.get(`${server.url}/metrics`, { headers });
      expect(refused.status()).toBe(404);
      expect(refused.headers()["content-type"]).toBe(unknown.headers()["content-type"]);
      expect(await refused.text()).toBe(await unknown.text());
    }
    const refusals = server.logEntries(since).filter((entry) => entry.message === "metrics refused");
    expect(refusals).toEqual([expect.objectContaining({ level: "warn", reason: "wrong token" })]);
    expect(server.logs()).not.toContain("wrong-token-0123456789");
  });

  test("with its token, /metrics is Prometheus text, never stored, with no cookie", async ({ request }) => {
    const response = await request.get(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expectProbeHeaders(response);
    const text = await response.text();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    // The process's own series are there too.
    expect(samples(text).get("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples(text).has("nodejs_eventloop_lag_seconds")).toBe(true);
  });

  test("counts requests under their route and status class, never under their address", async ({ request }) => {
    const before = await scrape(request, server);
    const article = blogArticleList[0]!.slug;
    for (const address of ["/about", "/about", `/blog/${article}`, "/blog/some-article", "/no-such-page", "/es/nada"])
      await request.get(`${server.url}${address}`);
    const after = await scrape(request, server);
    const added = (route: string, statusClass: string) =>
      requestCount(after, route, statusClass) - requestCount(before, route, statusClass);
    // The second /about came from the origin's page cache, and is counted all the same.
    expect(added("site/routes/about", "2xx")).toBe(2);
    expect(added("site/routes/blogArticle", "2xx")).toBe(1);
    expect(added("site/routes/blogArticle", "4xx")).toBe(1);
    expect(added("not-found", "4xx")).toBe(2);
    const routeLabels = [...after.keys()].flatMap((key) => /route="([^"]*)"/.exec(key)?.[1] ?? []);
    for (const label of routeLabels)
      expect(label).toMatch(/^(not-found|static|(es-)?(alias-\S+|(\w+\/)*routes\/\S+))$/);
    const text = [...after.keys()].join("\n");
    for (const address of [article, "some-article", "no-such-page", "nada"]) expect(text).not.toContain(address);
    // The scrapes themselves are not counted.
    expect(routeLabels.some((label) => label.includes("metrics"))).toBe(false);
  });

  test("shows the outbox by state and how long the oldest waiting message has waited", async ({ request }) => {
    const now = Date.now();
    // A message the sender will not take yet (its next attempt is an hour away), written two minutes ago.
    await writeOutboxRow(server, "waiting@fixture.test", {
      createdAt: now - 120_000,
      notAfter: now + 3_600_000,
      nextAttemptAt: now + 3_600_000,
    });
    const metrics = await scrape(request, server);
    expect(metrics.get('outbox_messages{state="pending"}')).toBe(1);
    for (const state of ["sending", "sent", "expired", "abandoned", "refused"])
      expect(metrics.get(`outbox_messages{state="${state}"}`)).toBe(0);
    expect(metrics.get("outbox_oldest_waiting_age_seconds")).toBeGreaterThanOrEqual(120);
    expect(metrics.get("outbox_oldest_waiting_age_seconds")).toBeLessThan(600);
  });

  test("counts sign-in requests by realm and outcome, and CRM pushes by outcome", async ({ request }) => {
    const before = await scrape(request, server);
    await postSignIn(request, server.url, "nobody-known@fixture.test");
    const pushRecord = (token: string) =>
      request.post(`${server.url}/api/crm/records`, {
        headers: { "Content-Type": "application/json", ...bearer(token) },
        data: Buffer.from(JSON.stringify({ module: "Champions", records: [{ id: "C-METRICS", Name: "Metrics" }] })),
      });
    expect((await pushRecord("wrong-token-0123456789abcdef0123456789")).status()).toBe(401);
    expect((await pushRecord(CRM_PUSH_TOKEN)).status()).toBe(200);
    const after = await scrape(request, server);
    const added = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    expect(added('sign_in_requests_total{realm="portal",outcome="unknown_address"}')).toBe(1);
    expect(added('sign_in_requests_total{realm="portal",outcome="queued"}')).toBe(0);
    expect(added('crm_pushes_total{outcome="refused"}')).toBe(1);
    expect(added('crm_pushes_total{outcome="applied"}')).toBe(1);
    // Every outcome has a series from the start, so a rate can be taken before the first one happens.
    expect(after.get('sign_in_requests_total{realm="staff",outcome="failed"}')).toBe(0);
    expect(after.get('crm_pushes_total{outcome="busy"}')).toBe(0);
  });

  test("shows that the database answers, at the schema version the code expects", async ({ request }) => {
    const metrics = await scrape(request, server);
    expect(metrics.get("database_up")).toBe(1);
    expect(metrics.get("database_schema_version")).toBe(migrations.length);
    expect(metrics.get("database_schema_version_expected")).toBe(migrations.length);
  });
});
