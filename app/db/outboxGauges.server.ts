/**
 * An outbox as the metrics show it, read from the store at each scrape: how many messages are in each state, and
 * how long the oldest waiting one has waited (a number that only grows while nothing goes out). The mail and texts
 * outboxes each name their two series; what they show and how a scrape reads them is written once, here.
 */
import { Gauge, type Registry } from "prom-client";
import type { Db } from "./engine.server";
import { db } from "./serverStore.server";

type OutboxFigures<State extends string> = {
  byState: Record<State, number>;
  oldestWaitingSince: number | null;
};

type OutboxSeries<State extends string> = {
  /** The count's series (labelled `state`) and its help text. */
  count: { name: string; help: string };
  /** The oldest waiting message's age in seconds and its help text. */
  oldestWaiting: { name: string; help: string };
  states: readonly State[];
  figures: (db: Db) => Promise<OutboxFigures<State>>;
};

/** The metrics' reader of one outbox: registers its series; the function returned reads the store and sets them. */
export function outboxGauges<State extends string>(series: OutboxSeries<State>) {
  return (registry: Registry): (() => Promise<void>) => {
    const count = new Gauge({ ...series.count, labelNames: ["state"] as const, registers: [registry] });
    const oldestWaiting = new Gauge({ ...series.oldestWaiting, registers: [registry] });
    return async () => {
      count.reset();
      oldestWaiting.reset();
      let figures;
      try {
        figures = await series.figures(db());
      } catch {
        // A store that does not answer shows as database_up 0; these series are then left out rather than left stale.
        return;
      }
      for (const state of series.states) count.set({ state }, figures.byState[state]);
      const since = figures.oldestWaitingSince;
      oldestWaiting.set(since === null ? 0 : Math.max(0, (Date.now() - since) / 1000));
    };
  };
}
