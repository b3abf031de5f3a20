/** The texts outbox as the metrics show it, read at each scrape, like the mail outbox's series. */
import { Gauge, type Registry } from "prom-client";
import { db } from "~/db/serverStore.server";
import { TEXT_STATES, textFigures } from "./smsOutbox.server";

export function textOutboxMetrics(registry: Registry): () => Promise<void> {
  const texts = new Gauge({
    name: "sms_outbox_texts",
    help: "Texts in the texts outbox, by state (pending, sending, sent, expired, abandoned, refused, stopped).",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const oldestWaiting = new Gauge({
    name: "sms_outbox_oldest_waiting_age_seconds",
    help: "How long the oldest text still waiting to go out has waited; 0 when none waits.",
    registers: [registry],
  });
  return async () => {
    texts.reset();
    oldestWaiting.reset();
    let figures;
    try {
      figures = await textFigures(db());
    } catch {
      return;
    }
    for (const state of TEXT_STATES) texts.set({ state }, figures.byState[state]);
    const since = figures.oldestWaitingSince;
    oldestWaiting.set(since === null ? 0 : Math.max(0, (Date.now() - since) / 1000));
  };
}
