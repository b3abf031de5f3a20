// Runs the tests whose outcome depends on the organisation's day "as of" moments that once broke them: a Friday
// evening in New York (already Saturday in UTC), a Sunday, and the evening before a holiday that is also before a
// weekend. Every Node process of the run (Vitest, Playwright's runner and workers, the built server they spawn)
// loads tests/support/asOf.cjs, which moves Date to the moment; the app has no switch for it. Build first
// (`npm run build`). `node scripts/test-as-of.mjs` runs the default moments and files; `--at <moment>` (repeatable)
// and file arguments (tests/unit/… or tests/e2e/…) choose others. See docs/developing.md.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const defaultMoments = [
  "2026-11-27T22:30:00-05:00", // Friday evening in New York, Saturday 03:30 in UTC
  "2026-11-29T12:00:00-05:00", // Sunday noon
  "2026-12-24T21:00:00-05:00", // Christmas Eve: a Thursday before Christmas Day (Friday) and the weekend
];
const defaultFiles = [
  "tests/unit/donationRules.test.ts",
  "tests/unit/donationStore.test.ts",
  "tests/unit/donationTimeline.test.ts",
  "tests/unit/staffDonationRules.test.ts",
  "tests/unit/staffDonationsConsole.test.ts",
  "tests/e2e/staffPickups.spec.ts",
  "tests/e2e/staffDonationList.spec.ts",
  "tests/e2e/donorPickup.spec.ts",
  "tests/e2e/givingPickup.spec.ts",
  "tests/e2e/givingDropOff.spec.ts",
];

const args = process.argv.slice(2);
const moments = [];
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--at") moments.push(args[++i]);
  else files.push(args[i]);
}
const chosenMoments = moments.length > 0 ? moments : defaultMoments;
const chosenFiles = files.length > 0 ? files : defaultFiles;
const unit = chosenFiles.filter((file) => file.includes("tests/unit/"));
const e2e = chosenFiles.filter((file) => file.includes("tests/e2e/"));

const results = [];
for (const moment of chosenMoments) {
  if (Number.isNaN(Date.parse(moment))) throw new Error(`Not a moment Date.parse reads: ${moment}`);
  const env = {
    ...process.env,
    AS_OF: moment,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(root, "tests/support/asOf.cjs")}`.trim(),
  };
  const run = (command, commandArgs) =>
    spawnSync("npx", [command, ...commandArgs], { cwd: root, env, stdio: "inherit" }).status === 0;
  console.log(`\n=== As of ${moment} ===`);
  if (unit.length > 0) results.push({ moment, part: "unit", passed: run("vitest", ["run", ...unit]) });
  if (e2e.length > 0)
    results.push({ moment, part: "browser", passed: run("playwright", ["test", ...e2e, "--workers=1"]) });
}

console.log("\nAs of      part     result");
for (const { moment, part, passed } of results)
  console.log(`${moment}  ${part.padEnd(8)} ${passed ? "passed" : "FAILED"}`);
process.exitCode = results.every((result) => result.passed) ? 0 : 1;
