/**
 * The events job (the jobs kit): applies the provider's kept events, oldest first, once each, woken by the webhook
 * as it keeps one and every minute for those a failed try put off (or another origin kept). An event whose
 * application fails (the provider out of reach) is logged by id and type and tried again later; the others go on.
 */
import type { Db } from "~/db/engine.server";
import { createJob } from "~/db/jobs.server";
import { db as serverDb } from "~/db/serverStore.server";
import { isStoreUnavailable } from "~/db/unavailable.server";
import { log } from "~/platform/log.server";
import { paymentsAdapter, type Payments } from "~/gifts/payments.server";
import { applyKeptEvent } from "./giftEvents.server";
import { dueEvents, postponeEvent } from "./giftEventStore.server";

const EVERY_MS = 60_000;

/** Applies what is due; how many were applied now. */
export async function applyDueEvents(db: Db, payments: Payments, now = Date.now()): Promise<number> {
  let applied = 0;
  for (const event of await dueEvents(db, now)) {
    try {
      const outcome = await applyKeptEvent(db, payments, event, now);
      log.info("payment event", { event: event.id, type: event.type, outcome });
      if (outcome !== "duplicate") applied++;
    } catch (error) {
      if (isStoreUnavailable(error)) throw error;
      log.error("payment event not applied", { event: event.id, type: event.type, error });
      await postponeEvent(db, event.id, now);
    }
  }
  return applied;
}

export const giftEventJob = createJob({
  name: "payment events",
  everyMs: EVERY_MS,
  firstAfterMs: 1000,
  wakeDuringRun: "again",
  async run() {
    const payments = paymentsAdapter();
    if (payments) await applyDueEvents(serverDb(), payments);
  },
});

export const wakeGiftEvents = () => void giftEventJob.wake();
