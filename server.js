// The production HTTP server: Remix's Express adapter (the one `remix-serve` wraps) plus what the site
// needs in front of it and `remix-serve` cannot give: the client's address for rate limits (TRUST_PROXY),
// early refusal of oversized bodies (a staff upload excepted), malformed URLs answered by the app's 404 instead of
// Express's 400, JSON request logs without query strings (they can hold sign-in tokens), methods no Remix request
// can carry refused with 405, a post from another origin refused with 403 (Remix would throw: a 500), a download's
// single-fetch data addresses refused (docs/decisions/068), response bodies written only as fast as the client reads
// them, idle connections kept past a load balancer's timeout, health and
// readiness probes and the metrics scrape answered before all of that (docs/decisions/076), and a graceful stop.
// `npm run dev` runs this same file under `remix dev --manual`: see `reloadOnRebuild` below.
import { watch } from "node:fs";
import path from "node:path";
import { broadcastDevReady, createReadableStreamFromReadable, createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";

const BUILD_PATH = "./build/index.js";
// Set by `remix dev` for the app server it starts; never in production.
const underRemixDev = Boolean(process.env.REMIX_DEV_ORIGIN);
let build = await import(BUILD_PATH); // validates the settings; exits with a sentence if one is bad
let hooks = build.entry.module.serverHooks;
const { port, host, trustProxy, timeouts } = hooks.settings;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);

// The web platform's Request cannot carry these (fetch forbids them), so Remix never sees them: refused here.
const UNSUPPORTED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
const METHOD_REFUSED = "This address does not accept this kind of request.";

// `/healthz`, `/readyz` and `/metrics` first: no session, cookie, rate limit or cache can reach them, and a probe every
// few seconds is neither logged nor counted, so it buries neither the log nor the request metrics. A scrape without
// the metrics token goes on like any other request, to the app's 404 page.
app.use(async (req, res, next) => {
  const endpoint = hooks.healthEndpoint(req.method, req.path);
  if (!endpoint) return next();
  try {
    const response = await endpoint(req.headers.authorization);
    if (!response) return next();
    for (const [name, value] of Object.entries(hooks.baseSecurityHeaders(req.path))) res.setHeader(name, value);
    await sendResponse(req, res, response);
  } catch (error) {
    next(error);
  }
});

app.use(async (req, res, next) => {
  const started = process.hrtime.bigint();
  // Counted until the connection is done with it, so a whole-donation certificate gives way while others wait; and
  // in the metrics then, so a request whose client left before its answer ended is counted too.
  const counted = hooks;
  const routes = build.routes;
  counted.requestStarted();
  res.once("close", () => {
    counted.requestEnded();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const staticFile = res.locals.staticFile === true;
    counted.observeRequest(routes, { path: req.path, status: res.statusCode, seconds, staticFile });
  });
  for (const [name, value] of Object.entries(hooks.baseSecurityHeaders(req.path))) res.setHeader(name, value);
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    hooks.logRequest({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });
  // A stray "%" would make Express refuse the URL with a bare 400; as "%25" it reaches the app's 404 page.
  req.url = req.url.replace(/%(?![0-9a-fA-F]{2})/g, "%25");
  if (UNSUPPORTED_METHODS.has(req.method)) {
    res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send(METHOD_REFUSED);
    return;
  }
  const length = Number(req.headers["content-length"] ?? 0);
  const limit = hooks.bodyLimit(req.path);
  // A path may take a larger body only from some senders (a staff import, from a staff session), asked before reading.
  if (
    length > limit.maxBytes ||
    (limit.admits && !(await limit.admits(length, req.headers.cookie).catch(() => false)))
  ) {
    await sendResponse(req, res, limit.tooLarge());
    return;
  }
  if (req.headers["transfer-encoding"] && !req.headers["content-length"] && !limit.chunked) {
    res.status(411).type("text/plain").send("Please send the request with its length.");
    return;
  }
  // Remix refuses a post whose Origin is not this host by throwing (a 500 and a stack): answered 403 here instead.
  const crossOrigin = hooks.crossOriginRefusal(req.method, req.path, req.headers);
  if (crossOrigin) {
    await sendResponse(req, res, crossOrigin);
    return;
  }
  // A download's single-fetch data address would run its loader outside the download's limits: refused here.
  const refusal = hooks.downloadDataRefusal(build.routes, req.url);
  if (refusal) {
    await sendResponse(req, res, refusal);
    return;
  }
  next();
});

// Public pages from memory, already compressed (app/platform/publicPageCache.server.ts); the rest goes on below.
app.use(hooks.publicPageCache(build));
app.use(compression());
// The folders come from the app (app/platform/publicFolder.server.ts), not the working directory, so the files
// served are the ones the pages hash and inline.
const { folders } = hooks;
// A file served here is counted in the metrics as "static", not under the route its address would match.
const markStatic = (/** @type {import("express").Response} */ res) => (res.locals.staticFile = true);
app.use(
  build.publicPath,
  express.static(path.resolve(folders.project, build.assetsBuildDirectory), {
    immutable: true,
    maxAge: "1y",
    index: false,
    setHeaders: markStatic,
  }),
);
app.use(
  express.static(folders.public, {
    maxAge: "1h",
    index: false,
    // A folder of files (public/press) must not turn its page's address (/press) into a redirect to /press/.
    redirect: false,
    dotfiles: "ignore",
    // A `?v=<content hash>` address never changes content, so it may be kept for a year.
    setHeaders: (res) => {
      markStatic(res);
      if (res.req.query.v) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  }),
);
/**
 * The Fetch API request Remix reads, made from Express's as Remix's Express adapter makes it. That adapter's package
 * exports only its whole handler, whose response writer is the part this server replaces (`sendResponse` below), so
 * the request is built here rather than imported from the package's internals: the address as the client asked for
 * it (`req.hostname` follows TRUST_PROXY; the port from X-Forwarded-Host or Host), every header, the body as a
 * stream, and a signal that aborts the loaders once the answer can no longer be written.
 */
function createRemixRequest(req, res) {
  const portOf = (host) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const port = [portOf(req.get("X-Forwarded-Host")), portOf(req.get("host"))].find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  let controller = new AbortController();
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Once the answer is written (`finish`) nothing is aborted; a connection closed before that aborts the loaders.
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

const remixHandler = (serverBuild) => {
  const handle = createRequestHandler(
    serverBuild,
    process.env.NODE_ENV === "development" ? "development" : "production",
  );
  return async (req, res, next) => {
    try {
      const response = await handle(createRemixRequest(req, res), { clientAddress: req.ip ?? "unknown" });
      await sendResponse(req, res, response);
    } catch (error) {
      next(error);
    }
  };
};
let handleRequest = remixHandler(build);
app.use((req, res, next) => handleRequest(req, res, next));
// Anything that still fails is one JSON line and a sentence, never Express's stack trace on standard error.
app.use((error, req, res, _next) => {
  hooks.logError("request failed", { method: req.method, path: req.path, error: String(error?.message ?? error) });
  if (res.headersSent) res.destroy();
  else res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
});

/**
 * Writes a Remix response to Express. Remix's own adapter writes a body as fast as the app produces it and never
 * waits when `write()` says the connection is full, so a client that reads a little of a long download and stops
 * made the server hold the rest in memory. Here each chunk waits until the connection has room (through the
 * compression middleware, whose "drain" is the compressor's), and a connection that closes early cancels the body,
 * which ends a download's database cursor and frees its slot.
 */
async function sendResponse(req, res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set-Cookie may come more than once; any other header the app sets replaces the one set in front (the base headers).
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  if (req.method === "HEAD") {
    await response.body.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  let open = true;
  let wake = () => {};
  // One listener each for the whole response: the compression middleware hands "drain" listeners to its compressor,
  // where a listener added per wait could never be removed again.
  res.on("drain", () => wake());
  res.once("close", () => {
    open = false;
    wake();
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || !open) break;
      const room = res.write(value);
      // Streamed HTML reaches the browser chunk by chunk rather than when the compressor's buffer fills.
      if (typeof res.flush === "function") res.flush();
      if (!room && open) await new Promise((resolve) => (wake = () => resolve(undefined)));
      if (!open) break;
    }
  } catch (error) {
    res.destroy(error);
    throw error;
  }
  if (open) res.end();
  else await reader.cancel();
}

// A store this code cannot use (one a newer release has migrated, or one it cannot reach) stops the server here,
// before it listens; on PostgreSQL the migrations run here, once for all origins.
await hooks.openStore();
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
// A busy port is one sentence naming PORT, not Node's stack.
server.once("error", (error) => hooks.exitOnListenFailure(error));
// Longer than a load balancer's idle timeout (see `timeouts` in app/startup/serverHooks.server.ts).
server.keepAliveTimeout = timeouts.keepAliveMs;
server.headersTimeout = timeouts.headersMs;
// CONNECT never reaches Express (Node hands over the raw socket): answered 405 here as well.
server.on("connect", (req, socket) => {
  hooks.logRequest({ method: req.method, path: "", status: 405, ms: 0 });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(METHOD_REFUSED)}\r\nConnection: close\r\n\r\n${METHOD_REFUSED}`,
  );
});

function onListen() {
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const url = `http://${host ?? "localhost"}:${address.port}`;
  hooks.logEvent("server started", { url });
  hooks.printWelcome(url);
  hooks.start();
  if (underRemixDev) {
    reloadOnRebuild();
    broadcastDevReady(build);
  }
}

// Under `remix dev` only: the compiler writes `build/version.txt` after each finished server build. The new build
// is imported under a fresh URL (ESM caches modules by URL), requests go to it, the old build's background work
// (its mail sender) is stopped, and `remix dev` is told the app is ready. One write can raise several events, so
// they are gathered for 100 ms. Settings (port, host, proxies) are read once: restart to change them.
function reloadOnRebuild() {
  let pending;
  watch(path.join(folders.project, "build"), (_event, file) => {
    if (file !== "version.txt") return;
    clearTimeout(pending);
    pending = setTimeout(reload, 100);
  });
  async function reload() {
    try {
      const previous = hooks;
      build = await import(`${BUILD_PATH}?t=${Date.now()}`);
      hooks = build.entry.module.serverHooks;
      handleRequest = remixHandler(build);
      await previous.shutdown();
      hooks.start();
      hooks.logEvent("build reloaded", { version: build.assets.version });
      await broadcastDevReady(build);
    } catch (error) {
      hooks.logEvent("build reload failed", { error: String(error) });
    }
  }
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    hooks.logEvent("server stopping", { signal });
    const closed = new Promise((resolve) => server.once("close", resolve));
    // In-flight requests finish; keep-alive connections are closed as soon as they are idle (checked again
    // until the server has closed, since a response finishing now leaves its connection idle a moment later).
    server.close();
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    // A request still running after 10 s is cut off rather than holding the stop for ever.
    const deadline = setTimeout(() => {
      hooks.logEvent("connections cut off at stop");
      server.closeAllConnections();
    }, 10_000);
    // The mail sender finishes the message it holds (its send has its own time limit) and stops.
    await Promise.all([closed, hooks.shutdown()]);
    clearInterval(sweep);
    clearTimeout(deadline);
    // Nothing uses the store any more: closing it leaves one consistent file (SQLite folds in its write-ahead log),
    // or ends the PostgreSQL pool's clients.
    await hooks.closeStore();
    hooks.logEvent("server stopped");
    process.exit(0);
  });
}
