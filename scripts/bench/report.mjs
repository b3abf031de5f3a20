import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { chromePath, databaseMode, loadRoutes, portalRoute, runsPerRoute } from "./settings.mjs";

// ---------------------------------------------------------------------------------------------------------------
// The report.

export function describeMachine() {
  const chromium = tryRun(chromePath, ["--version"]).replace(/\s+$/, "");
  const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? "unknown",
    memoryGiB: os.totalmem() / 2 ** 30,
    loadAverage: os.loadavg()[0],
    node: process.version,
    chromium: chromium || "not found",
    lighthouse: lighthouseVersion,
  };
}

export function tryRun(command, args) {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return "";
  }
}

export const dash = "–";
export const whole = (value) => (value === undefined ? dash : String(Math.round(value)));
export const ms = (value) => (value === undefined ? dash : `${Math.round(value).toLocaleString("en-US")} ms`);
export const kib = (value) => (value === undefined ? dash : `${(value / 1024).toFixed(1)} KiB`);
export const cls = (value) => (value === undefined ? dash : value.toFixed(3));

/** How each store was run, for the report. */
export const storeNotes = {
  sqlite: "a file in a temporary DATA_DIR",
  postgres:
    "a throw-away cluster on the same machine, tests/support/postgres.ts's settings: fsync, synchronous_commit and " +
    "full_page_writes off, shared_buffers 32 MB; each origin's pool holds up to 10 connections",
};

export function report({ machine, passes, minutes }) {
  const [first] = passes;
  const several = passes.length > 1;
  const lines = [];
  lines.push(
    `Measured ${machine.date} by \`npm run bench\`${databaseMode === "sqlite" ? "" : ` with BENCH_DATABASE=${databaseMode}`} (${minutes.toFixed(1)} min): ${machine.cpus} cores (${machine.cpuModel}), ` +
      `${machine.memoryGiB.toFixed(1)} GiB memory, load average ${machine.loadAverage.toFixed(2)} at the start and ${machine.loadAverageAtEnd.toFixed(2)} at the end, Node ${machine.node}, ` +
      `${machine.chromium}, Lighthouse ${machine.lighthouse}.`,
  );
  lines.push("");
  lines.push(`Store: ${passes.map((pass) => `${pass.database} (${storeNotes[pass.engine]})`).join("; then ")}.`);
  const lighthouseRan = first.pages.some((page) => page.lighthouse);
  // Without Lighthouse, the load columns alone: shown here for one store, or in the table by store below.
  if (lighthouseRan || (!several && !first.twoOrigins)) {
    lines.push("");
    lines.push(
      `${several ? `On ${first.name}. ` : ""}Lighthouse: mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runsPerRoute} run${runsPerRoute === 1 ? "" : "s"} per route. ` +
        "Load: autocannon, 20 connections for 10 s, from the same machine.",
    );
    lines.push("");
    lines.push(
      "| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | total bytes | JS bytes | req/s | p99 | errors | non-2xx |",
    );
    lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const page of first.pages) {
      const lh = page.lighthouse;
      const measured = lh && page.lighthouseRuns > 0;
      const lhCells = measured
        ? [
            whole(lh.performance),
            whole(lh.accessibility),
            whole(lh.bestPractices),
            whole(lh.seo),
            ms(lh.lcp),
            ms(lh.tbt),
            cls(lh.cls),
            kib(lh.totalBytes),
            kib(lh.jsBytes),
          ]
        : lh
          ? ["not measured", ...Array(8).fill(dash)]
          : Array(9).fill(dash);
      const ld = page.load;
      const loadCells = ld
        ? [whole(ld.requestsPerSecond), ms(ld.p99), String(ld.errors), String(ld.non2xx)]
        : [dash, dash, dash, dash];
      lines.push(`| \`${page.route}\` | ${[...lhCells, ...loadCells].join(" | ")} |`);
    }
  }
  const rate = (route) => first.pages.find((page) => page.route === route)?.load?.requestsPerSecond;
  if (rate("/shield") && rate("/auth") && rate("/shield?uncached")) {
    lines.push("");
    lines.push(
      `Origin cache${several ? ` (${first.name})` : ""}: \`/shield\` from memory served ${(rate("/shield") / rate("/auth")).toFixed(1)}× the requests a second of \`/auth\` ` +
        `and ${(rate("/shield") / rate("/shield?uncached")).toFixed(1)}× those of the same page rendered afresh (\`/shield?uncached\`, a query string passes the cache by).`,
    );
  }

  if (several || passes.some((pass) => pass.twoOrigins)) {
    lines.push("");
    lines.push(
      "Load on each store: autocannon from the same machine, 20 connections for 10 s against one origin; against two " +
        "origins (two server processes on the same database and secrets), two autocannon runs at once, 10 connections " +
        "each for the same 10 s: their requests a second summed (each origin's in brackets), the larger of their two p99s. " +
        `Load average when each store's part began: ${passes.map((pass) => `${pass.name} ${pass.loadAverage.toFixed(2)}`).join(", ")}.`,
    );
    lines.push("");
    lines.push("| route | store, origins | req/s | p99 | errors | non-2xx |");
    lines.push("| --- | --- | ---: | ---: | ---: | ---: |");
    for (const route of [...loadRoutes, portalRoute]) {
      for (const pass of passes) {
        const one = pass.pages.find((page) => page.route === route)?.load;
        if (one) {
          lines.push(
            `| \`${route}\` | ${pass.name}, one origin | ${whole(one.requestsPerSecond)} | ${ms(one.p99)} | ${one.errors} | ${one.non2xx} |`,
          );
        }
        const two = pass.twoOrigins?.get(route);
        if (two) {
          lines.push(
            `| \`${route}\` | ${pass.name}, two origins | ${whole(two.requestsPerSecond)} (${two.perOrigin.map(whole).join(" + ")}) | ` +
              `${ms(two.p99)} | ${two.errors} | ${two.non2xx} |`,
          );
        }
      }
    }
  }

  lines.push("");
  const signInText = (signIn) => `a known address ${ms(signIn.known)}, an unknown one ${ms(signIn.unknown)}`;
  lines.push(
    `Sign-in answer time (median of 5 posts each): ${
      several ? passes.map((pass) => `${pass.name}: ${signInText(pass.signIn)}`).join("; ") : signInText(first.signIn)
    }.`,
  );
  lines.push("");
  lines.push(
    `Big donor (${(100_000).toLocaleString("en-US")} inventory items), CSV download and whole-donation certificates` +
      `${several ? "; server memory is the origin's (Node's) resident memory, not PostgreSQL's" : ""}:`,
  );
  lines.push("");
  const labels = [...new Set(passes.flatMap((pass) => pass.csvRows.map(([label]) => label)))];
  lines.push(`| measure | ${several ? passes.map((pass) => pass.name).join(" | ") : "value"} |`);
  lines.push(`| --- | ${passes.map(() => "---").join(" | ")} |`);
  for (const label of labels) {
    const values = passes.map((pass) => pass.csvRows.find(([row]) => row === label)?.[1] ?? dash);
    lines.push(`| ${label} | ${values.join(" | ")} |`);
  }

  const problems = first.pages.flatMap((page) => [
    ...(page.lighthouseRuns < runsPerRoute && page.lighthouseErrors?.length
      ? [
          `\`${page.route}\`: ${page.lighthouseErrors.length} of ${runsPerRoute} Lighthouse runs failed (${page.lighthouseErrors[0]})`,
        ]
      : []),
    ...(page.lighthouseNotes?.length ? [`\`${page.route}\` below full marks: ${page.lighthouseNotes.join(", ")}`] : []),
  ]);
  if (problems.length) {
    lines.push("");
    lines.push("Notes:");
    lines.push("");
    for (const problem of problems) lines.push(`- ${problem}`);
  }
  return `${lines.join("\n")}\n`;
}
