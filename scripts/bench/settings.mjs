/**
 * What one bench run shares: the settings read from the environment (which routes, how many runs, which database),
 * the server's secrets, and everything running that must not outlive the bench (servers, the browser, data folders,
 * the PostgreSQL cluster), with the step messages it prints.
 */
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.mjs";

export const lighthouseRoutes = (
  process.env.BENCH_ROUTES ??
  "/,/shield,/auth,/donate,/impact,/press,/shieldhotspotsim,/es,/es/shield,/es/auth,/es/donate"
)
  .split(",")
  .filter(Boolean);
export const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
export const engineNames = { sqlite: "SQLite", postgres: "PostgreSQL" };
export const databaseModes = { sqlite: ["sqlite"], postgres: ["postgres"], both: ["sqlite", "postgres"] };
export const databaseMode = process.env.BENCH_DATABASE || "sqlite";
/** @type {Array<"sqlite" | "postgres">} */
export const engines = databaseModes[databaseMode];
// `/shield` is answered from the origin's memory (app/server/publicPageCache.server.ts); `/shield?uncached` is the
// same page rendered afresh, since a query string passes the cache by. `/` shows the impact figures counted from the
// records and is rendered unless the client holds its validator (decision 118). `/auth` is personal and always rendered.
export const loadRoutes = ["/", "/shield", "/shield?uncached", "/auth"];
export const portalRoute = "/portal (signed in)";
/** Measured on two origins at once (PostgreSQL only): the personal pages, which every origin renders itself. */
export const twoOriginRoutes = ["/auth", portalRoute];
export const chromePath = chromiumPath;
export const chromeFlags = ["--headless=new", ...chromiumFlags];
export const secrets = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
  JWT_SECRET: "bench-jwt-secret-0123456789abcdef0123456789abcd",
  CERTIFICATE_SECRET: "bench-certificate-secret-0123456789abcdef0123",
};

/** Everything that must not outlive the bench: stopped in `finally`, and on Ctrl-C or SIGTERM. */
export const running = {
  signal: null,
  stopping: false,
  /** @type {Set<{ stop: () => Promise<void> }>} */
  servers: new Set(),
  chrome: null,
  launching: null,
  /** @type {Set<string>} */
  dataDirs: new Set(),
  /** @type {null | import("../../tests/support/postgres").ThrowAwayPostgres} */
  postgres: null,
};

export async function killChrome(chrome) {
  await Promise.resolve(chrome.kill()).catch(() => {});
}

export function step(message) {
  console.error(`bench: ${message}`);
}
