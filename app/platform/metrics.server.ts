/**
 * The server's metrics, in Prometheus's text format (prom-client, decision record 076), answered at `GET /metrics`.
 * Here are the registry and the series the code raises as things happen: requests (by route and status class, with
 * their durations), sign-in requests and CRM pushes. What is read from the store at each scrape (the outbox, the
 * database) is registered by the modules that own those tables. Every label takes a value from a short fixed list
 * or from the build's route ids, never from a request, so the number of series stays bounded.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { outboxMetrics } from "~/mail/outboxMetrics.server";
import { textOutboxMetrics } from "~/sms/smsMetrics.server";
import { databaseMetrics } from "~/db/databaseMetrics.server";
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

/** The series read from the store at each scrape, registered by the modules that own those tables. */
const scrapeTimeReads = [outboxMetrics(registry), textOutboxMetrics(registry), databaseMetrics(registry)];

let processMetricsStarted = false;

/** The process's own series (CPU, memory, event loop delay, handles): started with the server, as they sample on a timer. */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: registry });
}

export const metricsContentType = registry.contentType;

/** Every series as Prometheus reads it, the store's figures read now. */
export async function metricsText(): Promise<string> {
  for (const read of scrapeTimeReads) await read();
  return registry.metrics();
}
