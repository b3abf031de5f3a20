/**
 * The outbox as the metrics show it, read from the store at each scrape: how many messages are in each state, and
 * how long the oldest waiting one has waited (a number that only grows while mail is not going out).
 */
import { Gauge, type Registry } from "prom-client";
import { db } from "~/db/serverStore.server";
import { OUTBOX_STATES, outboxFigures } from "./outbox.server";

/** Registers the outbox's series; the function returned reads the store and sets them (at each scrape). */
export function outboxMetrics(registry: Registry): () => Promise<void> {
  const messages = new Gauge({
    name: "outbox_messages",
    help: "Messages in the mail outbox, by state (pending, sending, sent, expired, abandoned, refused).",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const oldestWaiting = new Gauge({
    name: "outbox_oldest_waiting_age_seconds",
    help: "How long the oldest message still waiting to go out (pending, retries included) has waited; 0 when none waits.",
    registers: [registry],
  });
  return async () => {
    messages.reset();
    oldestWaiting.reset();
    let figures;
    try {
      figures = await outboxFigures(db());
    } catch {
      // A store that does not answer shows as database_up 0; these series are then left out rather than left stale.
      return;
    }
    for (const state of OUTBOX_STATES) messages.set({ state }, figures.byState[state]);
    const since = figures.oldestWaitingSince;
    oldestWaiting.set(since === null ? 0 : Math.max(0, (Date.now() - since) / 1000));
  };
}
