import { afterEach, describe, expect, it, vi } from "vitest";
import { createJob, startedLater, type Job } from "~/db/jobs.server";

/** A run the test ends by hand, to see what a wake or a stop does while it is under way. */
function heldRuns() {
  const ends: (() => void)[] = [];
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: () => {
      runs++;
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    endRun: () => ends.shift()!(),
  };
}

const started: Job[] = [];
afterEach(async () => {
  vi.useRealTimers();
  while (started.length) await started.pop()!.stop();
});

describe("the jobs kit", () => {
  it("runs a periodic job first after its first delay, then each period, however often it is started", async () => {
    vi.useFakeTimers();
    let runs = 0;
    const job = createJob({ name: "count", firstAfterMs: 500, everyMs: 1000, run: async () => void runs++ });
    started.push(job);
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
  });

  it("joins a wake to the run under way, or runs once more after it when the job asks", async () => {
    const joining = heldRuns();
    const join = createJob({ name: "join", run: joining.run });
    const first = join.wake();
    const second = join.wake();
    joining.endRun();
    await Promise.all([first, second]);
    expect(joining.runs).toBe(1);

    const rerunning = heldRuns();
    const again = createJob({ name: "again", wakeDuringRun: "again", run: rerunning.run });
    const under = again.wake();
    void again.wake();
    void again.wake();
    rerunning.endRun();
    await under;
    await vi.waitFor(() => expect(rerunning.runs).toBe(2));
    rerunning.endRun();
  });

  it("stops after the run under way ends, then releases what it holds and runs no more", async () => {
    vi.useFakeTimers();
    const held = heldRuns();
    const close = vi.fn();
    const job = createJob({ name: "stop", everyMs: 1000, run: held.run, close });
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    expect(close).not.toHaveBeenCalled();
    held.endRun();
    await stopping;
    expect(close).toHaveBeenCalledOnce();
    await job.wake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.runs).toBe(1);
  });

  it("logs a failed run and runs again at the next wake", async () => {
    let runs = 0;
    const job = createJob({
      name: "failing",
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("no disk");
      },
    });
    await expect(job.wake()).resolves.toBeUndefined();
    await job.wake();
    expect(runs).toBe(2);
  });

  it("after each run of a job that says when it is next due, runs it then; it also runs as it starts", async () => {
    vi.useFakeTimers();
    let runs = 0;
    const job = createJob({ name: "due", run: async () => void runs++, nextIn: async () => 300 });
    started.push(job);
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(2);
  });

  it("makes a job made later once, as it starts; a wake before then does nothing", async () => {
    let made = 0;
    let runs = 0;
    const job = startedLater("later", () => {
      made++;
      return createJob({ name: "later", run: async () => void runs++, nextIn: async () => 60_000 });
    });
    started.push(job);
    await job.wake();
    expect(made).toBe(0);
    job.start();
    job.start();
    await job.wake();
    expect(made).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(1);
  });
});
