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
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { startThrowAwayPostgres } from "../tests/support/postgres";
import { csvSection } from "./bench/csv.mjs";
import { lighthouseMedian } from "./bench/lighthouse.mjs";
import { load, signInTimes } from "./bench/load.mjs";
import { describeMachine, report } from "./bench/report.mjs";
import { startServer, stopServer } from "./bench/server.mjs";
import {
  chromePath,
  databaseMode,
  engineNames,
  engines,
  killChrome,
  lighthouseRoutes,
  loadRoutes,
  portalRoute,
  running,
  secrets,
  step,
  twoOriginRoutes,
} from "./bench/settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

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

try {
  await main();
} catch (error) {
  if (!running.signal) console.error(`bench: failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
