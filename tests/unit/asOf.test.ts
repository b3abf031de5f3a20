import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** What a Node process started with tests/support/asOf.cjs preloaded prints. */
function runAsOf(moment: string, script: string): string {
  return execFileSync(process.execPath, ["-e", script], {
    env: {
      ...process.env,
      AS_OF: moment,
      NODE_OPTIONS: `--require ${path.resolve("tests/support/asOf.cjs")}`,
    },
    encoding: "utf8",
  }).trim();
}

describe("running as of another moment (tests/support/asOf.cjs)", () => {
  it("moves now, the organisation's day and a child process's clock to the moment, and leaves other dates alone", () => {
    const printed = runAsOf(
      "2026-11-27T22:30:00-05:00",
      `const { todayIn } = { todayIn: (zone) => new Intl.DateTimeFormat("sv-SE", { timeZone: zone }).format() };
       const child = require("node:child_process").execFileSync(process.execPath, ["-e", "console.log(Date.now())"], { encoding: "utf8" });
       console.log(JSON.stringify({
         now: new Date().toISOString().slice(0, 16),
         called: Date().slice(0, 15),
         newYork: todayIn("America/New_York"),
         utcDay: new Date(Date.now()).getUTCDay(),
         child: new Date(Number(child)).toISOString().slice(0, 16),
         epoch: new Date(0).toISOString(),
         isDate: new Date() instanceof Date && new (class extends Date {})() instanceof Date,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      now: "2026-11-28T03:30",
      called: "Sat Nov 28 2026",
      newYork: "2026-11-27",
      utcDay: 6,
      child: "2026-11-28T03:30",
      epoch: "1970-01-01T00:00:00.000Z",
      isDate: true,
    });
  });

  it("refuses a moment it cannot read", () => {
    expect(() => runAsOf("Friday evening", "")).toThrow(/AS_OF is not a date Date.parse reads: Friday evening/);
  });
});
