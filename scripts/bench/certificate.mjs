// The whole-donation certificate's part of the bench, on its own: `node --import tsx scripts/bench/certificate.mjs`
// (after `npm run build`) starts the production server on loopback with a fresh SQLite file (or the database in
// DATABASE_URL), imports a donor of BENCH_CERTIFICATE_ITEMS inventory items (default 100,000; every tenth still in
// progress, so 90% are certified), signs them in and downloads their whole-donation certificate while the server's
// resident memory is sampled, and prints the figures. `npm run bench` measures the same in its big-donor section.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measurePdfDownload, prepareBigDonor } from "./csv.mjs";
import { secrets } from "./settings.mjs";
import { startServer, stopServer } from "./server.mjs";

const items = Number(process.env.BENCH_CERTIFICATE_ITEMS ?? 100_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-certificate-"));
const server = await startServer(dataDir);
const { url } = server;
try {
  const env = { ...secrets, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) };
  const request = await prepareBigDonor({ url, dataDir, env, items });
  if (!request) throw new Error("the big donor could not be prepared");
  console.log(`imported ${items.toLocaleString("en-US")} items in ${request.importSeconds.toFixed(1)} s`);
  const file = path.join(dataDir, "donation_certificate.pdf");
  const loadBefore = os.loadavg()[0];
  const result = await measurePdfDownload({
    url: `${url}/portal/certificates.pdf`,
    headers: request.headers,
    serverPid: server.pid,
    file,
  });
  console.log(
    `whole-donation certificate (${Math.round(items * 0.9).toLocaleString("en-US")} devices): ` +
      `${(result.bytes / 1024 / 1024).toFixed(1)} MiB in ${result.seconds.toFixed(1)} s, first byte ${Math.round(result.firstByteMs)} ms, ` +
      `server memory +${result.growthMiB.toFixed(1)} MiB (RSS ${Math.round(result.rssBeforeMiB)} → peak ${Math.round(result.rssPeakMiB)} MiB); ` +
      `load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
