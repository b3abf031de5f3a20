/**
 * What an operator's machines see of the built server: the liveness and readiness probes, the Prometheus scrape, and
 * a stop on SIGTERM (decision record 076). Requests only; no browser.
 */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import Database from "better-sqlite3";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { sitemapPages } from "~/config/routes";
import { migrations } from "~/db/migrations.server";
import { blogArticleList } from "../support/blogArticles";
import { postSignIn } from "../support/portalFlow";
import { startServer, waitForLog, type RunningServer } from "../support/server";
import { test } from "../support/test";

const METRICS_TOKEN = "metrics-token-0123456789abcdef0123456789";
const CRM_PUSH_TOKEN = "crm-push-token-0123456789abcdef0123456789";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A sign-in email written into the server's outbox by hand (another process), with the times a test needs. */
async function writeOutboxRow(
  server: RunningServer,
  address: string,
  times: { createdAt: number; notAfter: number; nextAttemptAt: number },
) {
  const store = openStore(server);
  try {
    store
      .prepare(
        `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at)
         VALUES (?, ?, 'Sign in', 'link', '<p>link</p>', ?, ?, ?)`,
      )
      .run(address, address, times.createdAt, times.notAfter, times.nextAttemptAt);
  } finally {
    store.close();
  }
}

/** The server's store, opened from the test as another process would (a newer release, an operator). */
function openStore(server: RunningServer, options: Database.Options = {}) {
  const db = new Database(path.join(server.dataDir, "portal.sqlite"), { fileMustExist: true, ...options });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Each sample of a Prometheus text, by its name and labels as written (`name{a="b"}`). */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

async function scrape(request: APIRequestContext, server: RunningServer): Promise<Map<string, number>> {
  const response = await request.get(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
  expect(response.status()).toBe(200);
  return samples(await response.text());
}

const requestCount = (metrics: Map<string, number>, route: string, statusClass: string) =>
  metrics.get(`http_request_duration_seconds_count{route="${route}",status_class="${statusClass}"}`) ?? 0;

/** What a prober may rely on of every probe answer: never stored, and no cookie. */
function expectProbeHeaders(response: APIResponse) {
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(response.headers()["x-origin-cache"]).toBeUndefined();
}

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
    expect(added("routes/about", "2xx")).toBe(2);
    expect(added("routes/blog_.$slug", "2xx")).toBe(1);
    expect(added("routes/blog_.$slug", "4xx")).toBe(1);
    expect(added("not-found", "4xx")).toBe(2);
    const routeLabels = [...after.keys()].flatMap((key) => /route="([^"]*)"/.exec(key)?.[1] ?? []);
    for (const label of routeLabels) expect(label).toMatch(/^(not-found|static|(es-)?(routes\/|alias-)\S+)$/);
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

/** A CRM push sent as a slow webhook sends it: the headers and the first half of the body now, the rest when asked. */
function slowPush(server: RunningServer, id: string) {
  const body = Buffer.from(JSON.stringify({ module: "Champions", records: [{ id, Name: "Sent slowly" }] }));
  const half = Math.floor(body.length / 2);
  const push = httpRequest(`${server.url}/api/crm/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": body.length, ...bearer(CRM_PUSH_TOKEN) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    push.once("error", reject);
    push.once("response", (response: IncomingMessage) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once("error", reject);
    });
  });
  push.write(body.subarray(0, half));
  return { answered, finish: () => push.end(body.subarray(half)) };
}

/** Waits until the server counts a request in flight (the push), as its metrics say. */
async function untilInFlight(request: APIRequestContext, server: RunningServer) {
  await expect
    .poll(async () => (await scrape(request, server)).get("http_requests_in_flight"), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
}

/** Whether a new TCP connection to the server is refused. */
function connectionRefused(server: RunningServer): Promise<boolean> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

test.describe("stopping on SIGTERM", () => {
  test("finishes the request in flight, refuses new connections, closes the store and exits 0", async ({ request }) => {
    const server = await startServer({ env: { METRICS_TOKEN, CRM_PUSH_TOKEN } });
    const push = slowPush(server, "C-SLOW");
    await untilInFlight(request, server);
    const since = server.logs().length;
    const exitCode = server.stop();
    await waitForLog(server, (entry) => entry.message === "server stopping", { since });
    expect(await connectionRefused(server)).toBe(true);
    push.finish();
    expect(await push.answered).toEqual({ status: 200, body: JSON.stringify({ upserted: 1, deleted: 0 }) });
    expect(await exitCode).toBe(0);
    const stopping = server.logEntries(since).map((entry) => entry.message);
    expect(stopping).not.toContain("connections cut off at stop");
    expect(stopping.at(-1)).toBe("server stopped");
    // The push was written before the store closed, and the store was closed cleanly: its write-ahead log folded in.
    const wal = path.join(server.dataDir, "portal.sqlite-wal");
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
    const store = openStore(server, { readonly: true });
    expect(store.prepare("SELECT Name FROM Champions WHERE id = 'C-SLOW'").get()).toEqual({ Name: "Sent slowly" });
    store.close();
  });

  test("cuts off a request still running 10 s after SIGTERM, and still exits 0", async ({ request }) => {
    const server = await startServer({ env: { METRICS_TOKEN, CRM_PUSH_TOKEN } });
    const push = slowPush(server, "C-NEVER");
    const cutOff = push.answered.then(
      () => "answered",
      () => "cut off",
    );
    await untilInFlight(request, server);
    const signalled = Date.now();
    expect(await server.stop()).toBe(0);
    const waited = Date.now() - signalled;
    expect(await cutOff).toBe("cut off");
    expect(waited).toBeGreaterThanOrEqual(9_900);
    expect(waited).toBeLessThan(20_000);
    expect(server.logEntries().map((entry) => entry.message)).toContain("connections cut off at stop");
  });

  test("lets the mail sender finish the message it is sending before it exits", async () => {
    let received: () => void = () => {};
    const messageArrived = new Promise<void>((resolve) => (received = resolve));
    // An SMTP server that takes a while to confirm a message: the sender is mid-send when SIGTERM comes.
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.once("end", () => {
          received();
          setTimeout(() => callback(), 1_500);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as { port: number };
    const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const now = Date.now();
      await writeOutboxRow(server, "held@fixture.test", {
        createdAt: now,
        notAfter: now + 600_000,
        nextAttemptAt: now,
      });
      // The sender finds it at its next look at the outbox (every few seconds while idle).
      await messageArrived;
      expect(await server.stop()).toBe(0);
      const messages = server.logEntries().map((entry) => entry.message);
      expect(messages.indexOf("mail sent")).toBeGreaterThan(messages.indexOf("server stopping"));
      const after = openStore(server, { readonly: true });
      expect(after.prepare("SELECT state FROM mail_outbox WHERE email_key = 'held@fixture.test'").get()).toEqual({
        state: "sent",
      });
      after.close();
    } finally {
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
