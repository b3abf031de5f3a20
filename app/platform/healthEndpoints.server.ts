/**
 * The addresses an operator's machines ask, answered by server.js ahead of everything else, so no session, cookie,
 * rate limit, page cache or request log is touched (decision record 076):
 * - `GET /healthz`: 200 `ok` while the process runs; asks nothing of the store (a liveness probe restarts a process,
 *   and a restart would not mend a store).
 * - `GET /readyz`: 200 `{"ready": true}` while the store answers at the schema version this code expects; otherwise
 *   503 with the reason, so a load balancer sends people elsewhere.
 * - `GET /metrics`: the Prometheus text, to `Authorization: Bearer <METRICS_TOKEN>` only. Without that token (or with
 *   no token set) the request goes on to the app, which answers its 404 page as for any address it does not know.
 * HEAD is answered like GET; any other method goes on to the app.
 */
import { storeReadiness } from "~/db/readiness.server";
import { checkBearerToken } from "./bearerToken.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { metricsContentType, metricsText } from "./metrics.server";

/** An endpoint's answer, or null when the request is not for it after all (the app then answers it). */
type Endpoint = (authorization: string | undefined) => Response | null | Promise<Response | null>;

const noStore = { "Cache-Control": "no-store" };

function health(): Response {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", ...noStore } });
}

/** Whether the last answer was ready, so a change is logged once rather than at every probe. */
let lastReady: boolean | undefined;

async function readiness(): Promise<Response> {
  const store = await storeReadiness();
  if (store.ready !== lastReady) {
    lastReady = store.ready;
    if (store.ready) log.info("ready", { schemaVersion: store.schemaVersion });
    else log.warn("not ready", { reason: store.reason, cause: store.cause });
  }
  const body = store.ready ? { ready: true } : { ready: false, reason: store.reason };
  return new Response(JSON.stringify(body), {
    status: store.ready ? 200 : 503,
    headers: { "Content-Type": "application/json; charset=utf-8", ...noStore },
  });
}

async function metrics(authorization: string | undefined): Promise<Response | null> {
  const token = env().metricsToken;
  if (!token) return null;
  const check = checkBearerToken(authorization ?? null, token);
  if (check !== "right") {
    // The answer is the 404 page either way; the log tells the operator a scraper has the wrong token.
    if (check === "wrong") log.warn("metrics refused", { reason: "wrong token" });
    return null;
  }
  return new Response(await metricsText(), { headers: { "Content-Type": metricsContentType, ...noStore } });
}

const endpoints = new Map<string, Endpoint>([
  ["/healthz", health],
  ["/readyz", readiness],
  ["/metrics", metrics],
]);

/** The endpoint at this exact path, for GET and HEAD; null for every other request. */
export function healthEndpoint(method: string, path: string): Endpoint | null {
  if (method !== "GET" && method !== "HEAD") return null;
  return endpoints.get(path) ?? null;
}
