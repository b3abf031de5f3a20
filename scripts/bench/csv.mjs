// The big-donor CSV section of `npm run bench` (issue 7, item 4): a donor with 100,000 inventory items downloads
// their CSV while the server's memory is watched.
//
// EXTENSION POINT. The portal and its importer land later, so `prepareBigDonor` below returns null and the bench
// prints 'not measured' rows. To measure, make it create the donor and return the request that downloads the CSV:
//   - it runs after the production server has started (schema in place), with the server's URL, its DATA_DIR and
//     the environment it was started with (SESSION_SECRET, JWT_SECRET, … to mint a session cookie if needed);
//   - create a donor with `items` inventory items (the importer script, or the SQLite file in `dataDir`) in another
//     process or here, not through the server, so the memory watched below is the download's alone;
//   - return `{ path, headers }`: the CSV's path (e.g. '/portal/donations.csv') and the headers a signed-in donor
//     sends (e.g. `{ cookie: '__session=…' }`).
// `measureCsvDownload` already works (streams, counts CSV records, samples the server's RSS); nothing else in the
// bench needs to change.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";

export const bigDonorItems = 100_000;

/**
 * @param {{ url: string, dataDir: string, env: Record<string, string>, items: number }} _context
 * @returns {Promise<null | { path: string, headers?: Record<string, string> }>}
 */
export async function prepareBigDonor(_context) {
  return null; // the portal's donor records and importer are not in this branch yet
}

/** Resident memory of a process in MiB (Linux /proc, else `ps`). */
export function residentMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    if (Number.isFinite(kib)) return kib / 1024;
  } catch {
    // not Linux: fall through to ps
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

/**
 * Downloads a CSV as a browser would (streamed, never held whole) and measures it.
 * @param {{ url: string, headers?: Record<string, string>, serverPid: number }} options
 */
export async function measureCsvDownload({ url, headers = {}, serverPid }) {
  const rssBefore = residentMiB(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    try {
      rssPeak = Math.max(rssPeak, residentMiB(serverPid));
    } catch {
      // the server went away; the download below fails and says so
    }
  }, 25);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: "manual" });
    if (response.status !== 200 || !response.body) {
      throw new Error(`the CSV answered ${response.status} ${response.headers.get("content-type") ?? ""}`);
    }
    let firstByteMs = null;
    let records = 0;
    const body = Readable.fromWeb(response.body);
    body.once("data", () => (firstByteMs = performance.now() - started));
    await pipeline(body, parse({ bom: true, relax_column_count: true }), async function (source) {
      for await (const _record of source) records += 1;
    });
    const seconds = (performance.now() - started) / 1000;
    const rows = Math.max(0, records - 1); // the first record is the header
    rssPeak = Math.max(rssPeak, residentMiB(serverPid));
    return { rows, seconds, firstByteMs, rowsPerSecond: rows / seconds, rssBeforeMiB: rssBefore, rssPeakMiB: rssPeak, growthMiB: rssPeak - rssBefore };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The CSV section's rows for the results table: measured figures, or 'not measured' and why.
 * @returns {Promise<Array<[string, string]>>}
 */
export async function csvSection({ url, dataDir, env, serverPid }) {
  const labels = ["CSV rows downloaded", "CSV rows per second", "CSV time to first byte", "server memory growth during the download"];
  let request;
  try {
    request = await prepareBigDonor({ url, dataDir, env, items: bigDonorItems });
  } catch (error) {
    return labels.map((label) => [label, `not measured: preparing the donor failed (${oneLine(error)})`]);
  }
  if (!request) {
    return labels.map((label) => [label, "not measured: the portal's 100,000-item donor and CSV are not in this build yet"]);
  }
  try {
    const result = await measureCsvDownload({ url: new URL(request.path, url).href, headers: request.headers, serverPid });
    return [
      [labels[0], `${result.rows.toLocaleString("en-US")} of ${bigDonorItems.toLocaleString("en-US")} in ${result.seconds.toFixed(1)} s`],
      [labels[1], Math.round(result.rowsPerSecond).toLocaleString("en-US")],
      [labels[2], `${Math.round(result.firstByteMs)} ms`],
      [labels[3], `${result.growthMiB.toFixed(1)} MiB (RSS ${Math.round(result.rssBeforeMiB)} → peak ${Math.round(result.rssPeakMiB)} MiB)`],
    ];
  } catch (error) {
    return labels.map((label) => [label, `not measured: the download failed (${oneLine(error)})`]);
  }
}

function oneLine(error) {
  return String(error instanceof Error ? error.message : error).split("\n")[0].replaceAll("|", "/");
}
