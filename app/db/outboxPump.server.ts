/**
 * The background pump behind the mail and texts senders (decision 096): a pass delivers what is due, one message
 * a step, until nothing is left; then it sleeps until the next message falls due (at most the idle poll), or until
 * `wake` says something was just queued. A pass that meets an unavailable store is logged and tried again at the
 * next poll. Each sender brings its own step (claim, send, mark, log) and keeps its own lease and retry rules.
 */
import { isStoreUnavailable } from "./unavailable.server";
import { log } from "~/platform/log.server";

const IDLE_POLL_MS = 5_000;

export type OutboxPump = {
  /** Runs a delivery pass now (or right after the one in progress); never throws. */
  wake(): void;
  /** Stops cleanly: a send in progress finishes, then `close` runs. */
  stop(): Promise<void>;
};

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

export function createOutboxPump(steps: PumpSteps): OutboxPump {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function drain() {
    while (!stopped && (await steps.deliverNext()));
  }

  async function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    // While the database is away the sender polls, and delivers what waited once it answers again.
    const due = await steps.nextDueAt().catch(() => null);
    if (stopped) return;
    const wait = due === null ? IDLE_POLL_MS : Math.max(0, Math.min(IDLE_POLL_MS, due - Date.now()));
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake() {
    if (stopped || running) return;
    running = drain()
      .catch((error) => {
        // A staff import holds SQLite's write lock for a few seconds, or PostgreSQL is away: the next pass delivers.
        if (isStoreUnavailable(error))
          log.warn(`${steps.name} waits for the database`, { reason: (error as Error).message });
        else log.error(`${steps.name} failed`, { error });
      })
      .finally(() => {
        running = undefined;
        void schedule();
      });
  }

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      steps.close?.();
    },
  };
}

/** The process's one pump of a kind: started once as the server listens, woken when a message is queued. */
export function processPump(create: () => OutboxPump) {
  let pump: OutboxPump | undefined;
  return {
    /** Starts it; it first delivers whatever a previous process left in the outbox. */
    start(): OutboxPump {
      if (!pump) {
        pump = create();
        pump.wake();
      }
      return pump;
    },
    /** Delivers now rather than at the next poll (before start, the outbox keeps the message). */
    wake(): void {
      pump?.wake();
    },
    /** Stops it cleanly (a send in progress finishes); on SIGTERM. */
    async stop(): Promise<void> {
      await pump?.stop();
    },
  };
}
