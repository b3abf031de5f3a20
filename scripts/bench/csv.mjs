// The big-donor section of `npm run bench`: a donor with 100,000 inventory items is imported, opens the portal
// and downloads their CSV and whole-donation certificate while the server's memory is watched.
//
// The donor is made with the real importer (another process, so the memory watched is the download's alone) and
// signed in the way a person is: the sign-in form, the emailed link from the file outbox, the Continue button.
import { execFile, execFileSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { parse } from "csv-parse";

export const bigDonorItems = 100_000;

/** The big donor's address: a known one for the sign-in form. */
export const BENCH_EMAIL = "big-donor@bench.test";

function writeBigDonorCsvs(items) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-crm-"));
  writeFileSync(
    path.join(dir, "Champions.csv"),
    `id,Name,Email,Champion_Type\nBENCH-1,Big Donor,${BENCH_EMAIL},Computer Donor\n`,
  );
  writeFileSync(
    path.join(dir, "Computer_Donors.csv"),
    "id,Company,Name,Email,Phone,Location,Mailing_Street,Mailing_City,Mailing_State,Mailing_Zip,Donor_ID,Status\n" +
      `D-BENCH,Big Donor Inc.,Big Donor,${BENCH_EMAIL},,Hoboken NJ,1 River St,Hoboken,NJ,07030,DON-BENCH,Donated\n`,
  );
  const rows = [
    "ID,Model,Status,Computer_Type,Location,Date_Added,Date_Donated,Date_Recycled,Weight,Recipient,Donor_ID," +
      "Manufacturer,System_Serial_Number,Barcode,Memory_Size,Drive_Model_1,Drive_Serial_1,Drive_Size_1,Drive_Model_2,Drive_Serial_2,Drive_Size_2," +
      "Destruction_Type,Date_Destroyed,Technician_Name,Software_Version",
  ];
  // Every tenth device is still in progress (no destruction recorded); the others were erased, with every field set.
  for (let i = 0; i < items; i++) {
    const destruction =
      i % 10 === 9
        ? ",,,"
        : `Erased,2024-01-${String(10 + (i % 18)).padStart(2, "0")},Jordan Reyes,Blancco Drive Eraser 7.9`;
    rows.push(
      `B-${i},"Latitude 5${i % 1000}, 14in",Donated,Laptop,Hoboken,2024-01-02,2024-03-01,,4.5,,DON-BENCH,` +
        `Dell,SN-B-${i},BC-${i},8 GB,Samsung PM981,DRV-B-${i},256 GB,,,,${destruction}`,
    );
  }
  writeFileSync(path.join(dir, "Computer_Inventory.csv"), rows.join("\n") + "\n");
  return dir;
}

/** A tiny cookie jar: what a browser would send back. */
export function cookieJar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}

/**
 * Headers of the sign-in requests. Each goes on a connection of its own that the server closes after the answer:
 * a pooled keep-alive connection left idle (say, while the importer runs) can be closed by the server at the very
 * moment the next request is written on it, and that request fails with "other side closed".
 */
const oneShot = { connection: "close" };

/** The fields a browser would post from the page's form: hidden ones and the (empty) honeypot among them. */
export function formFields(html) {
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (name) fields.set(name, value.replaceAll("&amp;", "&").replaceAll("&quot;", '"'));
  }
  return fields;
}

/** The sign-in link in the newest .eml of the file outbox (quoted-printable undone). */
async function linkFromOutbox(dataDir) {
  const outbox = path.join(dataDir, "outbox");
  for (let waited = 0; waited < 30_000; waited += 200) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    if (files.length) {
      const raw = readFileSync(path.join(outbox, files.sort().at(-1)), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      const link = /https?:\/\/[^\s"<>]+\/portal\?recordId=[^\s"<>&]+&(?:amp;)?jwt=[\w.-]+/.exec(raw)?.[0];
      if (link) return link.replace("&amp;", "&");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no sign-in email reached the outbox");
}

/**
 * @param {{ url: string, dataDir: string, env: Record<string, string>, items: number }} context
 * @returns {Promise<null | { path: string, headers?: Record<string, string>, importSeconds: number }>}
 */
export async function prepareBigDonor({ url, dataDir, env, items }) {
  const dir = writeBigDonorCsvs(items);
  // Not execFileSync: a blocked event loop cannot see the server close an idle connection, and would hand it out again.
  const importStarted = performance.now();
  try {
    await promisify(execFile)("npm", ["run", "--silent", "data:import", "--", dir], {
      env: { ...process.env, ...env, DATA_DIR: dataDir },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true }); // the generated exports: about 20 MB
  }
  const importSeconds = (performance.now() - importStarted) / 1000;

  const jar = cookieJar();
  const signInPage = await fetch(`${url}/auth`, { headers: oneShot });
  jar.take(signInPage);
  const signInForm = formFields(await signInPage.text());
  signInForm.set("email", BENCH_EMAIL);
  const sent = await fetch(`${url}/auth`, {
    method: "POST",
    body: signInForm,
    headers: { ...oneShot, cookie: jar.header() },
    redirect: "manual",
  });
  jar.take(sent);
  await sent.arrayBuffer();

  const continuePage = await fetch(await linkFromOutbox(dataDir), { headers: { ...oneShot, cookie: jar.header() } });
  jar.take(continuePage);
  const continueForm = formFields(await continuePage.text());
  continueForm.set("intent", "continue");
  const signedIn = await fetch(`${url}/portal`, {
    method: "POST",
    body: continueForm,
    headers: { ...oneShot, cookie: jar.header() },
    redirect: "manual",
  });
  jar.take(signedIn);
  await signedIn.arrayBuffer();
  if (signedIn.status !== 302) throw new Error(`Continue answered ${signedIn.status}`);
  return { path: "/portal/donated_computers.csv", headers: { cookie: jar.header() }, importSeconds };
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
 * Downloads `url` as a browser would (streamed, never held whole) while sampling the server's memory: `consume`
 * reads the body and returns what it counted; the time to the first byte, the total time and the memory peak are
 * measured around it. `onFirstChunk`, when given, is awaited with the first chunk before anything more is read, so
 * a test can look at the server while the client holds the rest back.
 */
async function watchedDownload({ url, headers = {}, serverPid, onFirstChunk }, what, consume) {
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
      throw new Error(`the ${what} answered ${response.status} ${response.headers.get("content-type") ?? ""}`);
    }
    const reader = response.body.getReader();
    const first = await reader.read();
    const firstByteMs = performance.now() - started;
    if (onFirstChunk && !first.done) await onFirstChunk(first.value);
    // The first chunk, then the rest as the consumer reads it.
    const rest = new ReadableStream({
      start(controller) {
        if (first.done) controller.close();
        else controller.enqueue(first.value);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const body = Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (rest));
    const counted = await consume(body);
    const seconds = (performance.now() - started) / 1000;
    rssPeak = Math.max(rssPeak, residentMiB(serverPid));
    return {
      counted,
      seconds,
      firstByteMs,
      rssBeforeMiB: rssBefore,
      rssPeakMiB: rssPeak,
      growthMiB: rssPeak - rssBefore,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Downloads a CSV and measures it.
 * @param {{ url: string, headers?: Record<string, string>, serverPid: number }} options
 */
export async function measureCsvDownload(options) {
  const { counted: records, ...measured } = await watchedDownload(options, "CSV", async (body) => {
    let records = 0;
    await pipeline(body, parse({ bom: true, relax_column_count: true }), async function (source) {
      for await (const _record of source) records += 1;
    });
    return records;
  });
  const rows = Math.max(0, records - 1); // the first record is the header
  return { rows, rowsPerSecond: rows / measured.seconds, ...measured };
}

/**
 * Downloads a PDF, streamed to a file (never held whole in this process), and measures it.
 * @param {{ url: string, headers?: Record<string, string>, serverPid: number, file: string }} options
 */
export async function measurePdfDownload(options) {
  const { counted: bytes, ...measured } = await watchedDownload(options, "PDF", async (body) => {
    let bytes = 0;
    body.on("data", (chunk) => (bytes += chunk.length));
    await pipeline(body, createWriteStream(options.file));
    return bytes;
  });
  return { bytes, ...measured };
}

/** The median of a few sequential requests' times, in ms: what one visitor waits on an otherwise idle server. */
async function sequentialMedianMs(pageUrl, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(pageUrl, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pageUrl} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)];
}

/**
 * `/auth`'s median answer time idle, and while two whole-donation certificates of the big donor are read as fast as
 * they come (the most the server makes at once by default, docs/decisions/069).
 * @param {{ url: string, headers?: Record<string, string> }} options
 */
export async function measureAuthWhileCertificates({ url, headers = {} }) {
  const auth = new URL("/auth", url).href;
  await sequentialMedianMs(auth, {}, 5); // warm up
  const idleMs = await sequentialMedianMs(auth, {}, 30);
  const controller = new AbortController();
  const failures = [];
  const readers = [0, 1].map(async () => {
    try {
      const response = await fetch(new URL("/portal/certificates.pdf", url), { headers, signal: controller.signal });
      if (response.status !== 200 || !response.body) throw new Error(`the certificate answered ${response.status}`);
      const reader = response.body.getReader();
      for (;;) if ((await reader.read()).done) return;
    } catch (error) {
      if (!controller.signal.aborted) failures.push(error);
    }
  });
  try {
    // Both have started drawing before /auth is timed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const busyMs = await sequentialMedianMs(auth, {}, 30);
    if (failures.length) throw failures[0];
    return { idleMs, busyMs };
  } finally {
    controller.abort();
    await Promise.allSettled(readers);
  }
}

/**
 * The big donor's rows for the results table: the import, the portal page, the CSV and the whole-donation
 * certificate, measured figures or 'not measured' and why. The browser tests check what these do (one page of the
 * table, rows streamed before the file is whole, memory bounded); how fast is measured here.
 * @returns {Promise<Array<[string, string]>>}
 */
export async function csvSection({ url, dataDir, env, serverPid, whileSignedIn }) {
  const count = bigDonorItems.toLocaleString("en-US");
  const labels = {
    import: `CRM import of ${count} inventory rows (command line, one transaction)`,
    page: "portal page, one request at a time (median of 5)",
    rows: "CSV rows downloaded",
    rate: "CSV rows per second",
    firstByte: "CSV time to first byte",
    memory: "server memory growth during the CSV download",
    pdf: `whole-donation certificate (${(bigDonorItems * 0.9).toLocaleString("en-US")} devices)`,
  };
  const all = (why) => Object.values(labels).map((label) => [label, `not measured: ${why}`]);
  let request;
  try {
    request = await prepareBigDonor({ url, dataDir, env, items: bigDonorItems });
  } catch (error) {
    return all(`preparing the donor failed (${oneLine(error)})`);
  }
  if (!request) return all("the portal's 100,000-item donor and CSV are not in this build yet");
  const rows = [[labels.import, `${request.importSeconds.toFixed(1)} s`]];
  const attempt = async (label, measure) => {
    try {
      rows.push(...(await measure()));
    } catch (error) {
      rows.push([label, `not measured: ${oneLine(error)}`]);
    }
  };
  await attempt(labels.page, async () => [
    [labels.page, `${Math.round(await sequentialMedianMs(`${url}/portal`, request.headers ?? {}, 5))} ms`],
  ]);
  // The caller may measure something else with the donor's session first (the bench loads the portal page).
  if (whileSignedIn) await whileSignedIn(request.headers ?? {});
  await attempt(labels.rows, async () => {
    const result = await measureCsvDownload({
      url: new URL(request.path, url).href,
      headers: request.headers,
      serverPid,
    });
    return [
      [labels.rows, `${result.rows.toLocaleString("en-US")} of ${count} in ${result.seconds.toFixed(1)} s`],
      [labels.rate, Math.round(result.rowsPerSecond).toLocaleString("en-US")],
      [labels.firstByte, `${Math.round(result.firstByteMs)} ms`],
      [
        labels.memory,
        `${result.growthMiB.toFixed(1)} MiB (RSS ${Math.round(result.rssBeforeMiB)} → peak ${Math.round(result.rssPeakMiB)} MiB)`,
      ],
    ];
  });
  await attempt(labels.pdf, async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-pdf-")), "donation_certificate.pdf");
    const result = await measurePdfDownload({
      url: `${url}/portal/certificates.pdf`,
      headers: request.headers,
      serverPid,
      file,
    });
    rmSync(path.dirname(file), { recursive: true, force: true });
    return [
      [
        labels.pdf,
        `${(result.bytes / 1024 / 1024).toFixed(1)} MiB in ${result.seconds.toFixed(1)} s, first byte ${Math.round(result.firstByteMs)} ms, ` +
          `server memory +${result.growthMiB.toFixed(1)} MiB`,
      ],
    ];
  });
  rows.push(await authWhileCertificatesRow(url, request.headers));
  return rows;
}

function oneLine(error) {
  return String(error instanceof Error ? error.message : error)
    .split("\n")[0]
    .replaceAll("|", "/");
}

/** The row of `/auth`'s median answer, idle and while two whole-donation certificates are read. */
async function authWhileCertificatesRow(url, headers) {
  const label = "`/auth` median answer, idle → while two whole-donation certificates are read";
  try {
    const { idleMs, busyMs } = await measureAuthWhileCertificates({ url, headers });
    return [label, `${idleMs.toFixed(1)} ms → ${busyMs.toFixed(1)} ms (${(busyMs / idleMs).toFixed(2)}×)`];
  } catch (error) {
    return [label, `not measured (${oneLine(error)})`];
  }
}
