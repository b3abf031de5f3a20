/**
 * What an operator's probes see of the built server: liveness and readiness, and readiness following the store's
 * schema (decision record 076). Requests only; no browser.
 */
import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sitemapPages } from "~/config/routes";
import { migrations } from "~/db/migrations.server";
import { startServer, waitForLog, type RunningServer } from "../support/server";
import { test } from "../support/test";
import { METRICS_TOKEN, bearer, expectProbeHeaders, openStore } from "../support/operatorProbes";

// One server for the file: its tests run in one worker, in order (spread over workers, each would start its own).
test.describe.configure({ mode: "default" });

test.describe("the liveness and readiness probes", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(() => server.stop());

  test("/healthz answers ok in plain text, never stored and with no cookie", async ({ request }) => {
    const response = await request.get(`${server.url}/healthz`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("ok");
    expectProbeHeaders(response);
    const head = await request.head(`${server.url}/healthz`);
    expect(head.status()).toBe(200);
    expectProbeHeaders(head);
  });

  test("/readyz answers ready in JSON while the store answers at this code's schema version", async ({ request }) => {
    const response = await request.get(`${server.url}/readyz`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ ready: true });
    expectProbeHeaders(response);
  });

  test("/metrics is the 404 page, as any unknown address is, when no metrics token is set", async ({ request }) => {
    const unknown = await request.get(`${server.url}/no-such-address`);
    const metrics = await request.get(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(metrics.status()).toBe(404);
    expect(metrics.headers()["content-type"]).toBe(unknown.headers()["content-type"]);
    expect(await metrics.text()).toBe(await unknown.text());
  });

  test("probes are answered every time, with a visitor's cookie too, and stay out of the request log and the sitemap", async ({
    request,
  }) => {
    const since = server.logs().length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        request.get(`${server.url}/${index % 2 ? "healthz" : "readyz"}`, {
          headers: { Cookie: "__Host-portal_session=not-a-session; referral=x" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 200));
    for (const answer of answers) expectProbeHeaders(answer);
    const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
    for (const probe of ["healthz", "readyz", "metrics"]) {
      expect(sitemap).not.toContain(probe);
      expect(sitemapPages.map((page) => page.path)).not.toContain(`/${probe}`);
    }
    // The request log line is written once the answer has gone, so it may follow the answer by a moment; the
    // probes, answered before it, would be logged before it.
    await waitForLog(server, (entry) => entry.message === "request" && entry.path === "/sitemap.xml", { since });
    const logged = server.logEntries(since).filter((entry) => entry.message === "request");
    expect(logged.map((entry) => entry.path)).toEqual(["/sitemap.xml"]);
  });
});

test.describe("readiness follows the store", () => {
  test("/readyz answers 503 with the reason while a newer release's schema is in the store, and ready again once it is not", async ({
    request,
  }) => {
    const server = await startServer();
    try {
      const store = openStore(server);
      store.pragma(`user_version = ${migrations.length + 1}`);
      const since = server.logs().length;
      const notReady = await request.get(`${server.url}/readyz`);
      expect(notReady.status()).toBe(503);
      expect(await notReady.json()).toEqual({
        ready: false,
        reason: `database schema is newer than this code (version ${migrations.length + 1}, code expects ${migrations.length})`,
      });
      expectProbeHeaders(notReady);
      // The process itself is alive: restarting it would not mend the store.
      expect((await request.get(`${server.url}/healthz`)).status()).toBe(200);
      await waitForLog(server, (entry) => entry.message === "not ready", { since });
      store.pragma(`user_version = ${migrations.length}`);
      store.close();
      expect(await (await request.get(`${server.url}/readyz`)).json()).toEqual({ ready: true });
    } finally {
      await server.stop();
    }
  });

  test("the server refuses to start on a store a newer release has migrated, with a sentence", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-newer-"));
    const store = new Database(path.join(dataDir, "portal.sqlite"));
    store.pragma(`user_version = ${migrations.length + 5}`);
    store.close();
    await expect(startServer({ dataDir })).rejects.toThrow(
      `The database is at schema version ${migrations.length + 5}, newer than this release's ${migrations.length}: a newer release has migrated it.`,
    );
  });
});
