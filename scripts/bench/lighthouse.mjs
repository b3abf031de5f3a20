import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromeFlags, chromePath, killChrome, running, runsPerRoute, step } from "./settings.mjs";

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse: the default config is the mobile preset (Moto G Power screen, simulated slow 4G, 4x CPU slowdown).
// A fresh browser per run, so no run inherits another's cache.

export const categories = ["performance", "accessibility", "best-practices", "seo"];

export async function lighthouseOnce(pageUrl) {
  if (running.stopping) throw new Error("the bench is stopping");
  running.launching = chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "silent" });
  const chrome = await running.launching.finally(() => (running.launching = null));
  running.chrome = chrome;
  try {
    if (running.stopping) throw new Error("the bench is stopping");
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    return result.lhr;
  } finally {
    if (running.chrome === chrome) running.chrome = null;
    await killChrome(chrome);
  }
}

export function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    totalBytes: audit("total-byte-weight"),
    jsBytes: summary.find((item) => item.resourceType === "script")?.transferSize,
  };
}

/** Audits below full marks in the three pass/fail categories: what to fix, printed under the table. */
export function shortfalls(lhr) {
  const found = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) found.push(`${id}: ${audit.id}`);
    }
  }
  return found;
}

export async function lighthouseMedian(pageUrl, route) {
  const runs = [];
  const errors = [];
  const notes = new Set();
  // One request first, as a visitor before Lighthouse would: the origin renders a public page once per build and then
  // serves it from memory, and that one-time render is not what the runs measure.
  await (await fetch(pageUrl, { headers: { connection: "close" } })).arrayBuffer();
  // Lighthouse now and then loses a trace (NO_NAVSTART); a lost run is tried again, up to twice the runs asked.
  for (let attempt = 1; runs.length < runsPerRoute && attempt <= runsPerRoute * 2; attempt++) {
    const run = runs.length + 1;
    step(`lighthouse ${route} run ${run}/${runsPerRoute} (attempt ${attempt})`);
    try {
      const lhr = await lighthouseOnce(pageUrl);
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      runs.push(figures(lhr));
      for (const note of shortfalls(lhr)) notes.add(note);
      mkdirSync(".cache/bench", { recursive: true });
      writeFileSync(
        `.cache/bench/lighthouse${route === "/" ? "-home" : route.replaceAll("/", "-")}-${run}.json`,
        JSON.stringify(lhr),
      );
    } catch (error) {
      if (running.stopping) throw error;
      errors.push(String(error instanceof Error ? error.message : error).split("\n")[0]);
      step(`lighthouse ${route} run ${run} failed: ${errors.at(-1)}`);
    }
  }
  const median = {};
  for (const key of [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcp",
    "tbt",
    "cls",
    "totalBytes",
    "jsBytes",
  ]) {
    median[key] = medianOf(runs.map((run) => run[key]).filter((value) => typeof value === "number"));
  }
  return { lighthouse: median, lighthouseRuns: runs.length, lighthouseErrors: errors, lighthouseNotes: [...notes] };
}

export function medianOf(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
