/**
 * The jobs kit (decision 111): every piece of work the server runs besides requests is a `Job`, started once it
 * listens, woken when something it handles has just changed, and stopped on SIGTERM, all listed in
 * `app/startup/serverHooks.server.ts`. It lives in the base because the mail and texts senders, which are base, are
 * jobs too. A job's module holds its one instance, so a process runs each job once whatever starts it twice; a run
 * never overlaps another of the same job, and a store that is away is a warning, tried again at the next run.
 */
import { runAlone } from "./jobLock.server";
import type { Db } from "./engine.server";
import { db as serverDb } from "./serverStore.server";
import { isStoreUnavailable } from "./unavailable.server";
import { log } from "~/platform/log.server";

export type Job = {
  /** How the log names it ("store purge"). */
  readonly name: string;
  /** Starts its timer (a second start does nothing). */
  start(): void;
  /** Runs it now, or joins the run under way; resolves when that run ends. Never throws; nothing after `stop`. */
  wake(): Promise<void>;
  /** Stops the timer; a run under way finishes first, then what the job holds is released. */
  stop(): Promise<void>;
};

export type JobSteps = {
  name: string;
  /** One run of the work; `stopping` says whether `stop` was called since, for work done in many steps. */
  run(stopping: () => boolean): Promise<unknown>;
  /** A fixed period between runs (read as the job starts), the first run `firstAfterMs` after the start. */
  everyMs?: number | (() => number);
  /** Before the first timed run; the period when absent. */
  firstAfterMs?: number;
  /** Instead of a period: after each run, how long until the next (the job also runs as it starts); never throws. */
  nextIn?: () => Promise<number>;
  /** A wake during a run: "join" it (the default), or run once "again" after it, for work that may have read too early. */
  wakeDuringRun?: "join" | "again";
  /** Releases what the job holds (a transport), after its last run. */
  close?(): void;
};

export function createJob(steps: JobSteps): Job {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  function later(ms: number, then: () => void) {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
    timer.unref();
  }

  async function scheduleNext() {
    if (stopped || !steps.nextIn) return;
    const wait = await steps.nextIn();
    if (!stopped) later(Math.max(0, wait), () => void wake());
  }

  function wake(): Promise<void> {
    if (stopped) return running ?? Promise.resolve();
    if (running) {
      if (steps.wakeDuringRun === "again") again = true;
      return running;
    }
    running = steps
      .run(() => stopped)
      .then(() => undefined)
      .catch((error) => {
        if (isStoreUnavailable(error))
          log.warn(`${steps.name} waits for the database`, { reason: (error as Error).message });
        else log.error(`${steps.name} failed`, { error });
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void wake();
        } else void scheduleNext();
      });
    return running;
  }

  return {
    name: steps.name,
    start() {
      if (started) return;
      started = true;
      stopped = false;
      if (steps.nextIn) {
        void wake();
        return;
      }
      const every = typeof steps.everyMs === "function" ? steps.everyMs() : (steps.everyMs ?? 0);
      const tick = () => {
        void wake();
        later(every, tick);
      };
      later(steps.firstAfterMs ?? every, tick);
    },
    wake,
    async stop() {
      stopped = true;
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await running;
      steps.close?.();
    },
  };
}

/** A job on a period that several origins on one database take turns at: each run under the job lock `lock`. */
export function periodicJob(
  steps: Omit<JobSteps, "run" | "nextIn"> & { lock: string; work: (db: Db) => Promise<void> },
): Job {
  return createJob({ ...steps, run: () => runAlone(serverDb(), steps.lock, steps.work) });
}

/**
 * A job made as it starts, for one that needs the opened store or the settings to be made: before `start` a wake
 * does nothing (an outbox keeps its message for the sender).
 */
export function startedLater(name: string, create: () => Job): Job {
  let job: Job | undefined;
  return {
    name,
    start() {
      job ??= create();
      job.start();
    },
    wake: () => job?.wake() ?? Promise.resolve(),
    stop: async () => job?.stop(),
  };
}
