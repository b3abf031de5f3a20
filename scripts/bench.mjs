// `npm run bench`: builds, starts the production server on loopback, and prints one table of the site's
// performance figures: Lighthouse's mobile preset (median of 3 runs per route), autocannon load on the busiest
// pages (the home page from the origin cache and rendered afresh), the sign-in form's answer time for a known and an
// unknown address, and the big-donor section (scripts/bench/csv.mjs: import, portal page, CSV, whole-donation
// certificate). The browser tests check what these do; the times are measured here only. The table is also
// written as Markdown to bench-results.md for docs/performance.md.
// Every Lighthouse report is kept as JSON in .cache/bench/ (git-ignored) to see why a score is what it is.
//
// The store is the SQLite file (in a temporary DATA_DIR) by default. With PostgreSQL, the bench starts a throw-away
// cluster of its own (tests/support/postgres.ts, the tests' own: fsync off, on this machine), creates a database,
// gives it to the server and to the big donor's import (DATABASE_URL), and removes the cluster at the end, on Ctrl-C
// too. On PostgreSQL it also measures two origins: a second server on the same database and secrets, and autocannon
// against both at once (10 connections each, the same 10 s) on `/auth` and the big donor's signed-in `/portal`.
// Run with `npm run bench` (node with tsx's loader, for the TypeScript of tests/support/postgres.ts).
//
// Options (environment): BENCH_DATABASE=sqlite (default), postgres, or both (SQLite first, then PostgreSQL, in one
// run and one table; Lighthouse on the first only); BENCH_SKIP_BUILD=1 reuses the current build; BENCH_RUNS=n
// Lighthouse runs per route (default 3); BENCH_ROUTES=/,/shield limits the Lighthouse routes (empty: no Lighthouse);
// CHROMIUM_PATH picks the browser (default /usr/bin/chromium, Debian's; a browser is never downloaded);
// POSTGRES_BIN_DIR the PostgreSQL programs (default: the newest in /usr/lib/postgresql).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.mjs";
import { startThrowAwayPostgres } from "../tests/support/postgres";
import { BENCH_EMAIL, cookieJar, csvSection, formFields } from "./bench/csv.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const lighthouseRoutes = (
  process.env.BENCH_ROUTES ??
  "/,/shield,/auth,/donate,/impact,/press,/shieldhotspotsim,/es,/es/shield,/es/auth,/es/donate"
)
  .split(",")
  .filter(Boolean);
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
const engineNames = { sqlite: "SQLite", postgres: "PostgreSQL" };
const databaseModes = { sqlite: ["sqlite"], postgres: ["postgres"], both: ["sqlite", "postgres"] };
const databaseMode = process.env.BENCH_DATABASE || "sqlite";
/** @type {Array<"sqlite" | "postgres">} */
const engines = databaseModes[databaseMode];
// `/` is answered from the origin's memory (app/server/publicPageCache.server.ts); `/?uncached` is the same page
// rendered afresh, since a query string passes the cache by. `/auth` is personal and always rendered.
const loadRoutes = ["/", "/?uncached", "/auth", "/shield"];
const portalRoute = "/portal (signed in)";
/** Measured on two origins at once (PostgreSQL only): the personal pages, which every origin renders itself. */
const twoOriginRoutes = ["/auth", portalRoute];
const chromePath = chromiumPath;
const chromeFlags = ["--headless=new", ...chromiumFlags];
const secrets = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
  JWT_SECRET: "bench-jwt-secret-0123456789abcdef0123456789abcd",
  CERTIFICATE_SECRET: "bench-certificate-secret-0123456789abcdef0123",
};

/** Everything that must not outlive the bench: stopped in `finally`, and on Ctrl-C or SIGTERM. */
const running = {
  signal: null,
  stopping: false,
  /** @type {Set<{ stop: () => Promise<void> }>} */
  servers: new Set(),
  chrome: null,
  launching: null,
  /** @type {Set<string>} */
  dataDirs: new Set(),
  /** @type {null | import("../tests/support/postgres").ThrowAwayPostgres} */
  postgres: null,
};

async function killChrome(chrome) {
  await Promise.resolve(chrome.kill()).catch(() => {});
}

async function cleanUp() {
  running.stopping = true; // no new browser from here on
  const launching = running.launching; // a browser being started is stopped once it is up
  if (launching) await launching.then(killChrome, () => {});
  const chrome = running.chrome;
  running.chrome = null;
  if (chrome) await killChrome(chrome);
  const servers = [...running.servers];
  running.servers.clear();
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of running.dataDirs) rmSync(dir, { recursive: true, force: true });
  running.dataDirs.clear();
  // After the servers: they hold connections to it. (On a signal, tests/support/postgres.ts has already stopped it.)
  const postgres = running.postgres;
  running.postgres = null;
  if (postgres) await postgres.remove().catch((error) => step(`removing the PostgreSQL cluster: ${error}`));
}

// `on`, not `once`: the listener stays, so tests/support/postgres.ts's own (which stops the cluster at once) does not
// end the process before the servers and the browser are stopped. A second signal ends it without waiting.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (running.signal) process.exit(130);
    running.signal = signal;
    console.error(`\nbench: ${signal}, stopping the servers, the browser and the database`);
    cleanUp().finally(() => process.exit(130));
  });
}

function step(message) {
  console.error(`bench: ${message}`);
}

async function main() {
  const started = Date.now();
  if (!engines) throw new Error(`BENCH_DATABASE=${databaseMode}: sqlite, postgres or both`);
  const machine = describeMachine();
  // Checked first: chrome-launcher's own error on a missing browser escapes the clean-up and leaves temp folders.
  if (lighthouseRoutes.length > 0 && machine.chromium === "not found") {
    throw new Error(
      `no browser runs at ${chromePath}: install Debian's chromium (bash scripts/install-test-deps.sh) or set CHROMIUM_PATH`,
    );
  }
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    step("npm run build");
    const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  }

  const passes = [];
  for (const [index, engine] of engines.entries()) {
    passes.push(await measureOn(engine, { lighthouse: index === 0 }));
  }

  await cleanUp();
  machine.loadAverageAtEnd = os.loadavg()[0];
  const minutes = (Date.now() - started) / 60_000;
  const markdown = report({ machine, passes, minutes });
  writeFileSync("bench-results.md", markdown);
  console.log(`\n${markdown}`);
  step(`done in ${minutes.toFixed(1)} min; the table is in bench-results.md`);
}

function temporaryDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  running.dataDirs.add(dir);
  return dir;
}

function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  running.dataDirs.delete(dir);
}

/** Everything measured on one engine: its own store, server(s) and big donor. */
async function measureOn(engine, { lighthouse }) {
  const name = engineNames[engine];
  const loadAverage = os.loadavg()[0];
  /** @type {Record<string, string>} */
  const storeEnv = {};
  let database = `SQLite ${sqliteVersion()}`;
  if (engine === "postgres") {
    step("starting a throw-away PostgreSQL cluster");
    running.postgres ??= await startThrowAwayPostgres({ name: "site-bench-postgres" });
    storeEnv.DATABASE_URL = await running.postgres.createDatabase(`bench_${Date.now()}`);
    database = `PostgreSQL ${await postgresVersion(storeEnv.DATABASE_URL)}`;
  }
  const dataDir = temporaryDataDir();
  step(`${name}: starting the production server`);
  const server = await startServer(dataDir, storeEnv);
  const { url } = server;
  step(`${name}: server at ${url} (pid ${server.pid})`);

  const pages = new Map();
  if (lighthouse) {
    for (const route of lighthouseRoutes) pages.set(route, { route });
    for (const route of lighthouseRoutes) {
      Object.assign(pages.get(route), await lighthouseMedian(`${url}${route}`, route));
    }
  }

  for (const route of loadRoutes) {
    step(`${name}: autocannon ${route}: 20 connections, 10 s`);
    if (!pages.has(route)) pages.set(route, { route });
    Object.assign(pages.get(route), await load(`${url}${route}`));
  }

  step(`${name}: CSV section`);
  // The portal is personal, never cached: its page for the signed-in big donor shows what the origin does per person.
  let signedInHeaders = null;
  const whileSignedIn = async (headers) => {
    signedInHeaders = headers;
    step(`${name}: autocannon /portal (signed in as the big donor): 20 connections, 10 s`);
    pages.set(portalRoute, { route: portalRoute, ...(await load(`${url}/portal`, headers)) });
  };
  const csvRows = await csvSection({
    url,
    dataDir,
    env: { ...secrets, ...storeEnv },
    serverPid: server.pid,
    whileSignedIn,
  });

  step(`${name}: sign-in answer time: a known and an unknown address, 5 posts each`);
  const signIn = await signInTimes(url);

  // Last, once nothing more is read from the first origin's outbox: the second's sender may send what the first queues.
  let twoOrigins = null;
  if (engine === "postgres") {
    twoOrigins = new Map();
    step(`${name}: starting a second origin on the same database`);
    const secondDir = temporaryDataDir();
    const second = await startServer(secondDir, storeEnv);
    step(`${name}: second origin at ${second.url} (pid ${second.pid})`);
    for (const route of twoOriginRoutes) {
      const signedIn = route === portalRoute;
      if (signedIn && !signedInHeaders) continue; // the donor could not be signed in: said in the CSV rows
      const headers = signedIn ? signedInHeaders : {};
      const pathname = signedIn ? "/portal" : route;
      // The second origin is fresh: its first renders (modules loaded, queries planned) are not what is measured.
      for (let i = 0; i < 3; i++) {
        const warm = await fetch(`${second.url}${pathname}`, { headers: { ...headers, connection: "close" } });
        await warm.arrayBuffer();
        if (warm.status !== 200) throw new Error(`the second origin answered ${pathname} with ${warm.status}`);
      }
      step(`${name}: autocannon ${route} on two origins at once: 10 connections each, 10 s`);
      const both = await Promise.all(
        [url, second.url].map((origin) => load(`${origin}${pathname}`, headers, 10).then((result) => result.load)),
      );
      twoOrigins.set(route, {
        requestsPerSecond: both.reduce((sum, one) => sum + one.requestsPerSecond, 0),
        perOrigin: both.map((one) => one.requestsPerSecond),
        p99: Math.max(...both.map((one) => one.p99)),
        errors: both.reduce((sum, one) => sum + one.errors, 0),
        non2xx: both.reduce((sum, one) => sum + one.non2xx, 0),
      });
    }
    await stopServer(second);
    removeDataDir(secondDir);
  }

  await stopServer(server);
  removeDataDir(dataDir);
  return { engine, name, database, loadAverage, pages: [...pages.values()], csvRows, signIn, twoOrigins };
}

function sqliteVersion() {
  const memory = new Database(":memory:");
  try {
    return /** @type {{ version: string }} */ (memory.prepare("SELECT sqlite_version() AS version").get()).version;
  } finally {
    memory.close();
  }
}

async function postgresVersion(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query("SHOW server_version")).rows[0].server_version;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server: the built production server (as tests/support/server.ts starts it for the browser tests), on a free
// loopback port with its own data folder. tests/support/run-server.mjs ends it if the bench dies without cleaning up.

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir, storeEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["tests/support/run-server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...secrets,
      ...storeEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = ""; // the last of the server's log, for an error message; the request log itself is not kept
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const server = { url, pid: child.pid, stop };
  running.servers.add(server);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      running.servers.delete(server);
      throw new Error(`the server exited during start-up:\n${tail}`);
    }
    try {
      // A connection of its own, closed after the answer, so no idle one is left in the pool for later requests.
      const response = await fetch(`${url}/robots.txt`, { redirect: "manual", headers: { connection: "close" } });
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stopServer(server);
        throw new Error(`the server did not start within 30 s:\n${tail}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return server;
}

async function stopServer(server) {
  running.servers.delete(server);
  await server.stop();
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse: the default config is the mobile preset (Moto G Power screen, simulated slow 4G, 4x CPU slowdown).
// A fresh browser per run, so no run inherits another's cache.

const categories = ["performance", "accessibility", "best-practices", "seo"];

async function lighthouseOnce(pageUrl) {
  if (running.stopping) throw new Error("the bench is stopping");
  running.launching = chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "silent" });
  const chrome = await running.launching.finally(() => (running.launching = null));
  running.chrome = chrome;
  try {
    if (running.stopping) throw new Error("the bench is stopping");
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    return result.lhr;
  } finally {
    if (running.chrome === chrome) running.chrome = null;
    await killChrome(chrome);
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    totalBytes: audit("total-byte-weight"),
    jsBytes: summary.find((item) => item.resourceType === "script")?.transferSize,
  };
}

/** Audits below full marks in the three pass/fail categories: what to fix, printed under the table. */
function shortfalls(lhr) {
  const found = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) found.push(`${id}: ${audit.id}`);
    }
  }
  return found;
}

async function lighthouseMedian(pageUrl, route) {
  const runs = [];
  const errors = [];
  const notes = new Set();
  // One request first, as a visitor before Lighthouse would: the origin renders a public page once per build and then
  // serves it from memory, and that one-time render is not what the runs measure.
  await (await fetch(pageUrl, { headers: { connection: "close" } })).arrayBuffer();
  // Lighthouse now and then loses a trace (NO_NAVSTART); a lost run is tried again, up to twice the runs asked.
  for (let attempt = 1; runs.length < runsPerRoute && attempt <= runsPerRoute * 2; attempt++) {
    const run = runs.length + 1;
    step(`lighthouse ${route} run ${run}/${runsPerRoute} (attempt ${attempt})`);
    try {
      const lhr = await lighthouseOnce(pageUrl);
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      runs.push(figures(lhr));
      for (const note of shortfalls(lhr)) notes.add(note);
      mkdirSync(".cache/bench", { recursive: true });
      writeFileSync(
        `.cache/bench/lighthouse${route === "/" ? "-home" : route.replaceAll("/", "-")}-${run}.json`,
        JSON.stringify(lhr),
      );
    } catch (error) {
      if (running.stopping) throw error;
      errors.push(String(error instanceof Error ? error.message : error).split("\n")[0]);
      step(`lighthouse ${route} run ${run} failed: ${errors.at(-1)}`);
    }
  }
  const median = {};
  for (const key of [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcp",
    "tbt",
    "cls",
    "totalBytes",
    "jsBytes",
  ]) {
    median[key] = medianOf(runs.map((run) => run[key]).filter((value) => typeof value === "number"));
  }
  return { lighthouse: median, lighthouseRuns: runs.length, lighthouseErrors: errors, lighthouseNotes: [...notes] };
}

function medianOf(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ---------------------------------------------------------------------------------------------------------------
// Load: autocannon, as tests/e2e/load.spec.ts runs it, from this process against the server's.

async function load(pageUrl, headers = {}, connections = 20) {
  const result = await autocannon({ url: pageUrl, connections, duration: 10, headers });
  return {
    load: {
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in: every answer waits out the same floor (250 ms), so a known address cannot be told from an unknown one by
// the time it takes. Alternating posts, each from a fresh sign-in page; the known address's fourth email within
// 15 minutes is refused by the per-address limit, which answers the same.

async function timedSignIn(url, email) {
  const jar = cookieJar();
  const page = await fetch(`${url}/auth`, { headers: { connection: "close" } });
  jar.take(page);
  const form = formFields(await page.text());
  form.set("email", email);
  const started = performance.now();
  const answer = await fetch(`${url}/auth`, {
    method: "POST",
    body: form,
    headers: { connection: "close", cookie: jar.header() },
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return performance.now() - started;
}

async function signInTimes(url) {
  const known = [];
  const unknown = [];
  for (let i = 0; i < 5; i++) {
    known.push(await timedSignIn(url, BENCH_EMAIL));
    unknown.push(await timedSignIn(url, `nobody-${i}@bench.test`));
  }
  return { known: medianOf(known), unknown: medianOf(unknown) };
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

function describeMachine() {
  const chromium = tryRun(chromePath, ["--version"]).replace(/\s+$/, "");
  const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown",
    memoryGiB: os.totalmem() / 2 ** 30,
    loadAverage: os.loadavg()[0],
    node: process.version,
    chromium: chromium || "not found",
    lighthouse: lighthouseVersion,
  };
}

function tryRun(command, args) {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return "";
  }
}

const dash = "–";
const whole = (value) => (value === undefined ? dash : String(Math.round(value)));
const ms = (value) => (value === undefined ? dash : `${Math.round(value).toLocaleString("en-US")} ms`);
const kib = (value) => (value === undefined ? dash : `${(value / 1024).toFixed(1)} KiB`);
const cls = (value) => (value === undefined ? dash : value.toFixed(3));

/** How each store was run, for the report. */
const storeNotes = {
  sqlite: "a file in a temporary DATA_DIR",
  postgres:
    "a throw-away cluster on the same machine, tests/support/postgres.ts's settings: fsync, synchronous_commit and " +
    "full_page_writes off, shared_buffers 32 MB; each origin's pool holds up to 10 connections",
};

function report({ machine, passes, minutes }) {
  const [first] = passes;
  const several = passes.length > 1;
  const lines = [];
  lines.push(
    `Measured ${machine.date} by \`npm run bench\`${databaseMode === "sqlite" ? "" : ` with BENCH_DATABASE=${databaseMode}`} (${minutes.toFixed(1)} min): ${machine.cpus} cores (${machine.cpuModel}), ` +
      `${machine.memoryGiB.toFixed(1)} GiB memory, load average ${machine.loadAverage.toFixed(2)} at the start and ${machine.loadAverageAtEnd.toFixed(2)} at the end, Node ${machine.node}, ` +
      `${machine.chromium}, Lighthouse ${machine.lighthouse}.`,
  );
  lines.push("");
  lines.push(`Store: ${passes.map((pass) => `${pass.database} (${storeNotes[pass.engine]})`).join("; then ")}.`);
  const lighthouseRan = first.pages.some((page) => page.lighthouse);
  // Without Lighthouse, the load columns alone: shown here for one store, or in the table by store below.
  if (lighthouseRan || (!several && !first.twoOrigins)) {
    lines.push("");
    lines.push(
      `${several ? `On ${first.name}. ` : ""}Lighthouse: mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runsPerRoute} run${runsPerRoute === 1 ? "" : "s"} per route. ` +
        "Load: autocannon, 20 connections for 10 s, from the same machine.",
    );
    lines.push("");
    lines.push(
      "| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | total bytes | JS bytes | req/s | p99 | errors | non-2xx |",
    );
    lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const page of first.pages) {
      const lh = page.lighthouse;
      const measured = lh && page.lighthouseRuns > 0;
      const lhCells = measured
        ? [
            whole(lh.performance),
            whole(lh.accessibility),
            whole(lh.bestPractices),
            whole(lh.seo),
            ms(lh.lcp),
            ms(lh.tbt),
            cls(lh.cls),
            kib(lh.totalBytes),
            kib(lh.jsBytes),
          ]
        : lh
          ? ["not measured", ...Array(8).fill(dash)]
          : Array(9).fill(dash);
      const ld = page.load;
      const loadCells = ld
        ? [whole(ld.requestsPerSecond), ms(ld.p99), String(ld.errors), String(ld.non2xx)]
        : [dash, dash, dash, dash];
      lines.push(`| \`${page.route}\` | ${[...lhCells, ...loadCells].join(" | ")} |`);
    }
  }
  const rate = (route) => first.pages.find((page) => page.route === route)?.load?.requestsPerSecond;
  if (rate("/") && rate("/auth") && rate("/?uncached")) {
    lines.push("");
    lines.push(
      `Origin cache${several ? ` (${first.name})` : ""}: \`/\` from memory served ${(rate("/") / rate("/auth")).toFixed(1)}× the requests a second of \`/auth\` ` +
        `and ${(rate("/") / rate("/?uncached")).toFixed(1)}× those of the same page rendered afresh (\`/?uncached\`, a query string passes the cache by).`,
    );
  }

  if (several || passes.some((pass) => pass.twoOrigins)) {
    lines.push("");
    lines.push(
      "Load on each store: autocannon from the same machine, 20 connections for 10 s against one origin; against two " +
        "origins (two server processes on the same database and secrets), two autocannon runs at once, 10 connections " +
        "each for the same 10 s: their requests a second summed (each origin's in brackets), the larger of their two p99s. " +
        `Load average when each store's part began: ${passes.map((pass) => `${pass.name} ${pass.loadAverage.toFixed(2)}`).join(", ")}.`,
    );
    lines.push("");
    lines.push("| route | store, origins | req/s | p99 | errors | non-2xx |");
    lines.push("| --- | --- | ---: | ---: | ---: | ---: |");
    for (const route of [...loadRoutes, portalRoute]) {
      for (const pass of passes) {
        const one = pass.pages.find((page) => page.route === route)?.load;
        if (one) {
          lines.push(
            `| \`${route}\` | ${pass.name}, one origin | ${whole(one.requestsPerSecond)} | ${ms(one.p99)} | ${one.errors} | ${one.non2xx} |`,
          );
        }
        const two = pass.twoOrigins?.get(route);
        if (two) {
          lines.push(
            `| \`${route}\` | ${pass.name}, two origins | ${whole(two.requestsPerSecond)} (${two.perOrigin.map(whole).join(" + ")}) | ` +
              `${ms(two.p99)} | ${two.errors} | ${two.non2xx} |`,
          );
        }
      }
    }
  }

  lines.push("");
  const signInText = (signIn) => `a known address ${ms(signIn.known)}, an unknown one ${ms(signIn.unknown)}`;
  lines.push(
    `Sign-in answer time (median of 5 posts each): ${
      several ? passes.map((pass) => `${pass.name}: ${signInText(pass.signIn)}`).join("; ") : signInText(first.signIn)
    }.`,
  );
  lines.push("");
  lines.push(
    `Big donor (${(100_000).toLocaleString("en-US")} inventory items), CSV download and whole-donation certificates` +
      `${several ? "; server memory is the origin's (Node's) resident memory, not PostgreSQL's" : ""}:`,
  );
  lines.push("");
  const labels = [...new Set(passes.flatMap((pass) => pass.csvRows.map(([label]) => label)))];
  lines.push(`| measure | ${several ? passes.map((pass) => pass.name).join(" | ") : "value"} |`);
  lines.push(`| --- | ${passes.map(() => "---").join(" | ")} |`);
  for (const label of labels) {
    const values = passes.map((pass) => pass.csvRows.find(([row]) => row === label)?.[1] ?? dash);
    lines.push(`| ${label} | ${values.join(" | ")} |`);
  }

  const problems = first.pages.flatMap((page) => [
    ...(page.lighthouseRuns < runsPerRoute && page.lighthouseErrors?.length
      ? [
          `\`${page.route}\`: ${page.lighthouseErrors.length} of ${runsPerRoute} Lighthouse runs failed (${page.lighthouseErrors[0]})`,
        ]
      : []),
    ...(page.lighthouseNotes?.length ? [`\`${page.route}\` below full marks: ${page.lighthouseNotes.join(", ")}`] : []),
  ]);
  if (problems.length) {
    lines.push("");
    lines.push("Notes:");
    lines.push("");
    for (const problem of problems) lines.push(`- ${problem}`);
  }
  return `${lines.join("\n")}\n`;
}

try {
  await main();
} catch (error) {
  if (!running.signal) console.error(`bench: failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
