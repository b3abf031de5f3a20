/**
 * The server's metrics, in Prometheus's text format (prom-client, decision record 076), answered at `GET /metrics`.
 * Here are the registry and the series the code raises as things happen: requests (by route and status class, with
 * their durations), sign-in requests and CRM pushes. What is read from the store at each scrape (the outbox, the
 * database) is registered as the server starts (app/startup), by the modules that own those tables, so this base
 * module reaches neither the mail nor the store. Every label takes a value from a short fixed list
 * or from the build's route ids, never from a request, so the number of series stays bounded.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { requestsInFlight } from "./requestsInFlight.server";

/** The server's own registry (not prom-client's global one), so a build reloaded under `remix dev` starts afresh. */
const registry = new Registry();

export const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Requests answered, by route (the Remix route id; not-found for an unknown address; static for files) and status class, from arrival to the end of the answer.",
  labelNames: ["route", "status_class"] as const,
  // prom-client's default buckets (5 ms to 10 s) span a page from memory to a large download.
  registers: [registry],
});

new Gauge({
  name: "http_requests_in_flight",
  help: "Requests the server is answering now (the metrics scrape and the probes not counted).",
  registers: [registry],
  collect() {
    this.set(requestsInFlight.count());
  },
});

/** Outcomes of a sign-in request, as the person never sees them (their answer is always the same). */
const signInOutcomes = ["queued", "reused", "mailbox_limited", "client_limited", "unknown_address", "failed"] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

export const signInRequests = new Counter({
  name: "sign_in_requests_total",
  help: "Sign-in link requests, by realm (portal, staff, partner, shield) and outcome (queued, reused: a link still waiting was kept, mailbox_limited, client_limited, unknown_address, failed).",
  labelNames: ["realm", "outcome"] as const,
  registers: [registry],
});

const crmPushOutcomes = ["applied", "refused", "limited", "invalid", "busy", "failed"] as const;
export type CrmPushOutcome = (typeof crmPushOutcomes)[number];

export const crmPushes = new Counter({
  name: "crm_pushes_total",
  help: "Pushes to POST /api/crm/records, by outcome (applied, refused: wrong or missing token, limited: too many refused tokens, invalid: the body was refused, busy: the store was busy, failed).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

// Every outcome is shown from the start, at 0, so an alert on its rate has a series before the first one happens.
for (const realm of ["portal", "staff", "partner", "shield"])
  for (const outcome of signInOutcomes) signInRequests.inc({ realm, outcome }, 0);
for (const outcome of crmPushOutcomes) crmPushes.inc({ outcome }, 0);

/** Registers a module's series read at each scrape; the function it returns reads them (from the store). */
export type ScrapeTimeSeries = (registry: Registry) => () => Promise<void>;

/** The series read from the store at each scrape, registered as the server starts. */
const scrapeTimeReads: (() => Promise<void>)[] = [];

let metricsStarted = false;

/**
 * Started with the server: the process's own series (CPU, memory, event loop delay, handles), which sample on a
 * timer, and the series the store's owners read at each scrape (the outbox's, the database's).
 */
export function startMetrics(storeSeries: readonly ScrapeTimeSeries[]): void {
  if (metricsStarted) return;
  metricsStarted = true;
  collectDefaultMetrics({ register: registry });
  for (const series of storeSeries) scrapeTimeReads.push(series(registry));
}

export const metricsContentType = registry.contentType;

/** Every series as Prometheus reads it, the store's figures read now. */
export async function metricsText(): Promise<string> {
  for (const read of scrapeTimeReads) await read();
  return registry.metrics();
}
