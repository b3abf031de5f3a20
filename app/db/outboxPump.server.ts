/**
 * The background pump behind the mail and texts senders (decision 096), a job of the jobs kit (decision 111): a pass
 * delivers what is due, one message a step, until nothing is left; then it sleeps until the next message falls due
 * (at most the idle poll), or until `wake` says something was just queued. A pass that meets an unavailable store is
 * logged and tried again at the next poll. Each sender brings its own step (claim, send, mark, log) and keeps its own
 * lease and retry rules.
 */
import { createJob, type Job } from "./jobs.server";

const IDLE_POLL_MS = 5_000;

type PumpSteps = {
  /** How the log names it ("mail sender"). */
  name: string;
  /** Claims and handles the next message due; false when none was due. */
  deliverNext(): Promise<boolean>;
  /** When the next waiting message falls due (null: none waits). */
  nextDueAt(): Promise<number | null>;
  /** Releases what the sender holds (a transport), after the last send. */
  close?(): void;
};

/** A pump: `wake` runs a delivery pass (or joins the one in progress); `stop` lets a send in progress finish. */
export function createOutboxPump(steps: PumpSteps): Job {
  return createJob({
    name: steps.name,
    async run(stopping) {
      while (!stopping() && (await steps.deliverNext()));
    },
    async nextIn() {
      // While the database is away the sender polls, and delivers what waited once it answers again.
      const due = await steps.nextDueAt().catch(() => null);
      return due === null ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, due - Date.now());
    },
    close: steps.close,
  });
}
